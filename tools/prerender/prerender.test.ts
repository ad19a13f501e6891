import { existsSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SCHEMA_AI_SOURCE_TYPE } from '../../shared/aiSource'
import { coverSrc, largestImage, loopPath, shareCardPath } from '../../shared/media'
import { creditRoles } from '../../src/content/creditRoles'
import { projectPagePath } from '../../shared/pages'
import { site } from '../../shared/site'
import { publishedProjects } from '../../tests/publishedProjects'

/** The HTML prerender.mjs wrote into dist/ (`npm run build` first), as a browser without JavaScript gets it. */
function built(file: string) {
  const path = `dist/${file}`
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`)
  return readFileSync(path, 'utf8')
}

const head = (text: string) => text.slice(0, text.indexOf('</head>'))
const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length
/** The value of attribute `name` of the first tag matching `tag`. */
const attribute = (text: string, tag: RegExp, name: string) =>
  decode(text.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1])
const entities: Record<string, string> = { quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' }
/** An attribute's text as the browser reads it. */
const decode = (value: string | undefined) =>
  value?.replace(/&(quot|#x27|lt|gt|amp);/g, (_, name: string) => entities[name] ?? '')
/** The page's `<meta>` tags by their property or name, as a link preview reads them. */
const metas = (tags: string) =>
  Object.fromEntries(
    [...tags.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(
      ([, key, value]) => [key, decode(value)],
    ),
  )
/** The text of the page's one h1, its inner tags dropped. */
function h1(text: string) {
  const headings = [...text.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)]
  expect(headings).toHaveLength(1)
  return headings[0]?.[1]?.replace(/<[^>]+>/g, '').trim()
}
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  )
const titleOf = (tags: string) => tags.match(/<title>(.*?)<\/title>/)?.[1]
const canonical = (tags: string) => attribute(tags, /<link rel="canonical"[^>]*>/, 'href')
const language = (text: string) => text.match(/<html[^>]* lang="([^"]+)"/)?.[1]

describe('each page, prerendered', () => {
  it.each([
    { path: '/', file: 'index.html', lang: 'en', h: 'We make the unreal look real' },
    { path: '/projects', file: 'projects/index.html', lang: 'en', h: 'Our Work' },
    { path: '/es', file: 'es/index.html', lang: 'es', h: 'Hacemos que lo irreal parezca real' },
    { path: '/es/projects', file: 'es/projects/index.html', lang: 'es', h: 'Nuestro trabajo' },
  ])('$path is real HTML with its heading, language and head tags', (page) => {
    const text = built(page.file)
    expect(h1(text)).toBe(page.h)
    expect(language(text)).toBe(page.lang)
    const tags = head(text)
    expect(count(tags, /<title>/g)).toBe(1)
    // The home page's title is the studio's name and line; every other page's, its heading first.
    const title = page.path.endsWith('projects') ? `${page.h} — Unreal Studio` : /^Unreal Studio/
    expect(titleOf(tags)).toMatch(title)
    expect(metas(tags).description).toMatch(/.{40,}/)
    expect(canonical(tags)).toBe(`${site.origin}${page.path}`)
    for (const lang of ['en', 'es', 'x-default'])
      expect(count(tags, new RegExp(`<link rel="alternate"[^>]* hreflang="${lang}"`, 'gi'))).toBe(1)
    expect(metas(tags)).toMatchObject({
      'og:image': expect.stringMatching(/\/og-image\.png$/),
      'twitter:card': 'summary_large_image',
    })
    expect(count(tags, /<link rel="manifest"/g)).toBe(1)
    const studio = { '@type': 'Organization', name: 'Unreal Studio' }
    expect(jsonLd(tags)).toContainEqual(expect.objectContaining(studio))
  })

  it.each([
    { file: '404.html', lang: 'en', h: 'Oops! Page not found' },
    { file: 'es/404.html', lang: 'es', h: '¡Uy! Página no encontrada' },
  ])('the not-found page, $file, is in its language and not indexed', (page) => {
    const text = built(page.file)
    expect(h1(text)).toBe(page.h)
    expect(language(text)).toBe(page.lang)
    expect(metas(head(text)).robots).toBe('noindex')
  })
})

it('the sitemap lists both languages, and robots.txt points to it', () => {
  const sitemap = built('sitemap.xml')
  for (const path of ['/', '/projects', '/es', '/es/projects'])
    expect(sitemap).toContain(`<loc>${site.origin}${path}</loc>`)
  expect(sitemap).toContain('hreflang="x-default"')
  expect(built('robots.txt')).toContain(`Sitemap: ${site.origin}/sitemap.xml`)
})

/** The picture's width and height an MP4 declares (its video track's `tkhd`, 16.16 fixed). */
function mp4Size(mp4: Buffer) {
  for (let at = mp4.indexOf('tkhd'); at !== -1; at = mp4.indexOf('tkhd', at + 4)) {
    const size = at + (mp4[at + 4] === 1 ? 92 : 80)
    const width = mp4.readUInt32BE(size) / 65536
    if (width > 0) return [width, mp4.readUInt32BE(size + 4) / 65536].map(String)
  }
  throw new Error('the MP4 has no video track')
}

describe.each(['en', 'es'] as const)("every project's own page in %s", (locale) => {
  const prefix = locale === 'es' ? '/es' : ''
  it.each(publishedProjects.map((project) => ({ slug: project.slug, project })))(
    '$slug has complete tags, its own 1200×630 image and valid JSON-LD with its pictures',
    async ({ slug, project }) => {
      const tags = head(built(`${projectPagePath(slug, locale).slice(1)}.html`))
      const title = `${project[locale].title} — Unreal Studio`
      const link = (path: string) => `${site.origin}${path}/projects?project=${slug}`
      const url = link(prefix)
      expect(titleOf(tags)).toBe(title)
      expect(canonical(tags)).toBe(url)
      for (const [lang, path] of Object.entries({ en: '', es: '/es', 'x-default': '' })) {
        const alternate = new RegExp(`<link rel="alternate"[^>]* hreflang="${lang}"[^>]*>`, 'i')
        expect(attribute(tags, alternate, 'href')).toBe(link(path))
      }
      const image = `${site.origin}${shareCardPath(slug, locale)}`
      const { description, alt } = project[locale]
      // prettier-ignore
      expect(metas(tags)).toMatchObject({
        description, 'og:title': title, 'og:description': description, 'og:url': url,
        'og:image': image, 'og:image:alt': alt, 'og:image:width': '1200', 'og:image:height': '630',
        'twitter:card': 'summary_large_image', 'twitter:title': title, 'twitter:image': image,
      })
      const card = await sharp(`dist${shareCardPath(slug, locale)}`).metadata()
      expect(card).toMatchObject({ format: 'png', width: 1200, height: 630 })
      // With a loop, the MP4 as og:video after the still (for the apps that show no video), its
      // size the file's own; without one, nothing of a video.
      expect(count(tags, /"og:video/g) + count(tags, /twitter:player/g)).toBe(project.loop ? 5 : 0)
      if (project.loop) {
        const mp4 = loopPath(slug, 'mp4')
        const url = `${site.origin}${mp4}`
        const [width, height] = mp4Size(readFileSync(`dist${mp4}`))
        // prettier-ignore
        expect(metas(tags)).toMatchObject({
          'og:video': url, 'og:video:secure_url': url, 'og:video:type': 'video/mp4',
          'og:video:width': width, 'og:video:height': height,
        })
        expect(url).toMatch(/^https:\/\//)
        expect(tags.indexOf('"og:image"')).toBeLessThan(tags.indexOf('"og:video"'))
      }

      const work = jsonLd(tags).find((data) => data['@type'] !== 'Organization')
      expect(work).toMatchObject({
        '@context': 'https://schema.org',
        '@type': project.type === 'video' ? 'VideoObject' : 'CreativeWork',
        name: project[locale].title,
        url,
        inLanguage: locale,
        creator: { '@type': 'Organization', name: 'Unreal Studio' },
      })
      expect(String(work?.description).length).toBeGreaterThan(100)
      // Its pictures, the cover first, then the stills, each captioned, as AI-made; a film's too.
      const cover = `${site.origin}${largestImage(coverSrc(slug))}`
      const imageObject = (src: string, caption: string) => ({
        '@type': 'ImageObject',
        contentUrl: `${site.origin}${largestImage(src)}`,
        caption,
        digitalSourceType: SCHEMA_AI_SOURCE_TYPE,
      })
      expect(work?.image).toEqual([
        imageObject(coverSrc(slug), project[locale].alt),
        ...project.gallery.map((still) => imageObject(still.src, still[locale])),
      ])
      // What the AI started from, as the work's base; a client's quote is the page's only: as a
      // review on the studio's own site it would be self-serving (tools/prerender/seo.ts).
      const originalAlt = project[locale].originalAlt
      expect(work?.isBasedOn).toEqual(
        originalAlt && expect.objectContaining({ '@type': 'ImageObject', caption: originalAlt }),
      )
      const quote = project[locale].quote?.text
      if (quote) expect(JSON.stringify(jsonLd(tags))).not.toContain(quote)
      if (project.type === 'video')
        expect([work?.thumbnailUrl, work?.embedUrl]).toEqual([cover, project.embedSrc])
      // For whom, when and who made it, as the folder says.
      expect(work?.dateCreated).toBe(project.year === undefined ? undefined : String(project.year))
      const { client } = project
      expect(work?.sponsor).toEqual(client && { '@type': 'Organization', name: client })
      const contributors = project.credits.map(({ role, name }) => ({
        ...{ '@type': 'Role', roleName: creditRoles[role]?.[locale] },
        contributor: { '@type': 'Person', name },
      }))
      expect(work?.contributor).toEqual(contributors.length ? contributors : undefined)
      // Listed in the sitemap.
      expect(built('sitemap.xml')).toContain(`<loc>${url}</loc>`)
    },
  )
})
