import { coverSrc, largestImage, shareCardPath } from '../../shared/media'
import { creditRoles } from '../../src/content/creditRoles'
import { publishedProjects } from '../publishedProjects'
import { expect, test } from '../support/fixtures'

const ORIGIN = 'https://unrealstudio.example'

/** Width and height from a PNG's header (IHDR). */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const pages = publishedProjects.flatMap((project) =>
  (['en', 'es'] as const).map((locale) => ({
    project,
    slug: project.slug,
    locale,
    path: `${locale === 'es' ? '/es' : ''}/projects?project=${project.slug}`,
  })),
)

test.describe('every project page', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`in ${locale}, each has complete tags, its own 1200×630 image and valid JSON-LD`, async ({
      page,
      request,
    }) => {
      // The tags as served, before (and without) the app: one page after another.
      await page.route('**/assets/*.js', (route) => route.abort())
      for (const { project, slug, path } of pages.filter((each) => each.locale === locale)) {
        await test.step(path, async () => {
          const title = `${project[locale].title} — Unreal Studio`
          await page.goto(path)
          await expect(page).toHaveTitle(title)
          const head = page.locator('head')
          const meta = (attribute: string, name: string) =>
            head.locator(`meta[${attribute}="${name}"]`).getAttribute('content')
          const url = `${ORIGIN}${path}`
          expect(await meta('name', 'description')).toBe(project[locale].description)
          expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(url)
          for (const [hreflang, prefix] of [
            ['en', ''],
            ['es', '/es'],
            ['x-default', ''],
          ]) {
            await expect(
              head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`),
            ).toHaveAttribute('href', `${ORIGIN}${prefix}/projects?project=${slug}`)
          }
          expect(await meta('property', 'og:title')).toBe(title)
          expect(await meta('property', 'og:description')).toBe(project[locale].description)
          expect(await meta('property', 'og:url')).toBe(url)
          expect(await meta('property', 'og:image:width')).toBe('1200')
          expect(await meta('property', 'og:image:height')).toBe('630')
          expect(await meta('property', 'og:image:alt')).toBe(project[locale].alt)
          expect(await meta('name', 'twitter:card')).toBe('summary_large_image')
          expect(await meta('name', 'twitter:title')).toBe(title)
          const image = await meta('property', 'og:image')
          expect(await meta('name', 'twitter:image')).toBe(image)
          expect(image).toBe(`${ORIGIN}${shareCardPath(slug, locale)}`)

          const served = await request.get(image?.replace(ORIGIN, '') ?? '')
          expect(served.status()).toBe(200)
          expect(served.headers()['content-type']).toBe('image/png')
          expect(pngSize(await served.body())).toEqual({ width: 1200, height: 630 })

          const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents()
          const described = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
          const work = described.find((data) => data['@type'] !== 'Organization')
          expect(work).toMatchObject({
            '@context': 'https://schema.org',
            '@type': project.type === 'video' ? 'VideoObject' : 'CreativeWork',
            name: project[locale].title,
            url,
            inLanguage: locale,
            creator: { '@type': 'Organization', name: 'Unreal Studio' },
          })
          expect(String(work?.description).length).toBeGreaterThan(100)
          // The cover leads its pictures (project-gallery.spec.ts checks the rest); a film's too.
          const cover = `${ORIGIN}${largestImage(coverSrc(slug))}`
          expect((work?.image as { contentUrl?: string }[] | undefined)?.[0]?.contentUrl).toBe(
            cover,
          )
          if (project.type === 'video') expect(work?.thumbnailUrl).toBe(cover)
          if (project.type === 'video') expect(work?.embedUrl).toBe(project.embedSrc)
          // For whom, when and who made it, as the folder says.
          expect(work?.dateCreated).toBe(
            project.year === undefined ? undefined : String(project.year),
          )
          expect(work?.sponsor).toEqual(
            project.client === undefined
              ? undefined
              : { '@type': 'Organization', name: project.client },
          )
          expect(work?.contributor).toEqual(
            project.credits.length === 0
              ? undefined
              : project.credits.map(({ role, name }) => ({
                  '@type': 'Role',
                  roleName: creditRoles[role][locale],
                  contributor: { '@type': 'Person', name },
                })),
          )
        })
      }
    })
  }

  test('the sitemap lists every project link in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const { path } of pages) expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`)
  })
})
