import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { parse } from 'yaml'
import {
  coverSrc,
  IMAGE_WIDTHS,
  imageFile,
  largestImage,
  shareCardPath,
  stillSrc,
} from '../../shared/media'
import { siteFile, type Service, type SiteWords } from '../../src/content/siteSchema'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { serveOwnSite } from '../support/servers'
import {
  client,
  CONTENT,
  credits,
  DROPPED_COVER,
  galleryFiles,
  galleryOrder,
  locales,
  OUT,
  prefix,
  quoteName,
  SERVICE_PLACE,
  SLUG,
  text,
  UPLOADS,
} from '../support/addedProject'
import { expect, focusMovedInto, test as base } from '../support/fixtures'
import { newService, spanishHeroTitle } from '../support/siteWords'

/**
 * A studio adds a project the way docs/content.md says: in the browser editor, on (a copy of) the
 * repository, in both languages, with a 7000×5000 PNG as its cover, a clip, two gallery pictures (the
 * second moved to the top), two credits, a quote and two paragraphs (tests/support/addedProject.ts). The editor saves one folder; the normal build,
 * given that content (PROJECTS_DIR), puts it everywhere a project appears, in both languages, with
 * no other edit. The same session changes the Spanish hero's title and adds a service in second
 * place, which the build of the copy's words shows. The site is made once before these journeys
 * (fixture-sites.setup.ts) and served here.
 */
const test = base.extend<object, { addedProjectSite: string }>({
  addedProjectSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies here
    async ({}, use) => {
      // Built before these journeys (fixture-sites.setup.ts): served here.
      const site = await serveOwnSite(['--assets', OUT, '--persist-to', '.wrangler/e2e-added'])
      try {
        await use(site.origin)
      } finally {
        await site.stop()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ addedProjectSite }, use) => use(addedProjectSite),
})
test.describe.configure({ mode: 'default' })

for (const locale of locales) {
  const t = translatorFor(locale)
  const words = text[locale]
  const projectsPath = `${prefix[locale]}/projects`
  const ownPath = `${projectsPath}?project=${SLUG}`

  // The projects page in English, the home page in Spanish, the project's own page in both: each
  // language's texts from the folder are seen, and each page once (its code is the same in both).
  if (locale === 'en')
    test(`a new project folder is on the projects page, in the carousel, the grid and its modal (${locale})`, async ({
      page,
      gotoReady,
    }) => {
      await gotoReady(projectsPath)
      const carousel = page.getByRole('region', { name: t('projects.carousel.label'), exact: true })
      await expect(carousel.getByRole('group')).toHaveCount(publishedProjects.length + 1)
      await expect(carousel.getByText(words.title, { exact: true })).toHaveCount(1)
      const grid = page.getByRole('region', { name: t('projects.grid.title') })
      const card = grid.getByRole('article', { name: words.title })
      await expect(card).toContainText(words.category)
      await expect(card).toContainText(words.description)
      await expect(card.getByRole('img', { name: words.alt })).toHaveJSProperty('complete', true)
      // The picture the build made from the folder's cover, in a size the page chose.
      const shown = await card.getByRole('img').evaluate((img: HTMLImageElement) => img.currentSrc)
      expect(IMAGE_WIDTHS.map((width) => imageFile(coverSrc(SLUG), width, 'avif'))).toContain(
        new URL(shown).pathname,
      )

      await card.getByRole('link', { name: t('projects.open', { title: words.title }) }).click()
      const dialog = page.getByRole('dialog', { name: words.title })
      await expect(dialog).toContainText(words.category)
      await expect(page).toHaveURL(new RegExp(`\\?project=${SLUG}$`))
      await focusMovedInto(dialog)
    })

  test(`a new project folder has its own page, share card, JSON-LD and sitemap entry (${locale})`, async ({
    page,
    request,
    gotoReady,
  }) => {
    const response = await page.goto(ownPath)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(t('meta.project.title', { title: words.title }))
    const head = page.locator('head')
    const image = await head.locator('meta[property="og:image"]').getAttribute('content')
    expect(new URL(image ?? '').pathname).toBe(shareCardPath(SLUG, locale))
    const card = await request.get(new URL(image ?? '').pathname)
    expect(card.status()).toBe(200)
    const size = await sharp(await card.body()).metadata()
    expect([size.width, size.height]).toEqual([1200, 630])

    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents()
    const work = jsonLd
      .map((json) => JSON.parse(json) as Record<string, unknown>)
      .find((data) => data['@type'] === 'CreativeWork')
    expect(work).toMatchObject({
      name: words.title,
      description: words.full.join(' '),
      genre: words.category,
      inLanguage: locale,
    })
    // Its cover and its two gallery pictures, in the order the editor left them (the second
    // moved to the top), captioned in the page's language; and who made it.
    expect(work?.image).toEqual(
      [
        [coverSrc(SLUG), words.alt],
        ...galleryOrder.map((index, place) => [stillSrc(SLUG, place + 1), words.gallery[index]]),
      ].map(([src = '', caption]) =>
        expect.objectContaining({
          '@type': 'ImageObject',
          contentUrl: expect.stringContaining(largestImage(src)),
          caption,
        }),
      ),
    )
    expect(JSON.stringify(work)).toContain(credits[1][2])
    expect(work).toMatchObject({
      sponsor: { name: client },
      isBasedOn: { caption: words.originalAlt },
    })
    // The loop made from the clip the editor uploaded, for chat apps that play it.
    const video = await head.locator('meta[property="og:video"]').getAttribute('content')
    expect((await request.get(new URL(video ?? '').pathname)).status()).toBe(200)

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/projects?project=${SLUG}</loc>`)
    expect(sitemap).toContain(`/es/projects?project=${SLUG}</loc>`)

    // The page as prerendered: each paragraph its own, the result, the quote and the original's
    // alt in the page's language.
    const html = await (await request.get(ownPath)).text()
    for (const paragraph of words.full) expect(html).toContain(`>${paragraph}</p>`)
    expect(html).toContain(`>${words.result}</p>`)
    expect(html).toContain(`<p>${words.quote}</p>`)
    expect(html).toContain(`alt="${words.originalAlt}"`)

    // The page carries the project open, and the app keeps it open once it runs: its two
    // paragraphs, its quote, its gallery in the editor's order, in the page's language.
    await gotoReady(ownPath)
    const dialog = page.getByRole('dialog', { name: words.title })
    for (const paragraph of words.full) {
      await expect(dialog.getByText(paragraph, { exact: true })).toHaveCount(1)
    }
    await expect(dialog.getByRole('blockquote')).toHaveText(words.quote)
    await expect(dialog).toContainText(quoteName)
    const gallery = dialog.getByRole('img', { name: new RegExp(words.gallery.join('|')) })
    await expect(gallery).toHaveCount(2)
    expect(await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
      galleryOrder.map((index) => words.gallery[index]),
    )
  })

  if (locale === 'es')
    test(`a new project folder marked featured is on the home page (${locale})`, async ({
      page,
      gotoReady,
    }) => {
      await gotoReady(prefix[locale] || '/')
      const featured = page.locator('#featured-title').locator('xpath=ancestor::section')
      const card = featured.getByRole('article', { name: words.title })
      await expect(card).toContainText(words.category)
      await card
        .getByRole('link', {
          name: t('projects.featured.viewProjectNamed', { title: words.title }),
        })
        .click()
      await expect(page.getByRole('dialog', { name: words.title })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${projectsPath}\\?project=${SLUG}$`))
    })
}

test("the home page shows the words the editor saved: the Spanish hero's new title, the new service in second place, the English hero as it was", async ({
  browser,
  page,
  gotoReady,
  addedProjectSite,
}) => {
  const home = JSON.parse(await readFile(siteFile('home'), 'utf8')) as SiteWords['home']
  const { list } = JSON.parse(await readFile(siteFile('services'), 'utf8')) as { list: Service[] }
  const heroTitle = { en: home.hero.title, es: spanishHeroTitle }
  const services = list.toSpliced(SERVICE_PLACE, 0, newService)
  // Each page as prerendered (no script runs), then as the app shows it once it has hydrated.
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: addedProjectSite,
  })
  const prerendered = await withoutScripts.newPage()
  for (const locale of locales) {
    const path = prefix[locale] || '/'
    for (const [shown, open] of [
      [prerendered, (path: string) => prerendered.goto(path)],
      [page, gotoReady],
    ] as const) {
      await open(path)
      await expect(shown.getByRole('heading', { level: 1 })).toHaveText(heroTitle[locale])
      const section = shown.locator('#services')
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        services.map((service) => service.title[locale]),
      )
      await expect(section.getByRole('article', { name: newService.title[locale] })).toContainText(
        newService.description[locale],
      )
    }
  }
  await withoutScripts.close()
})

test('the editor saved the project where the layout says: one folder, its texts and its media', async () => {
  const folder = join(CONTENT, SLUG)
  const frontMatter = async (file: string) =>
    parse(
      /^---\n([\s\S]*?)\n---\n/.exec(await readFile(join(folder, file), 'utf8'))?.[1] ?? '',
    ) as Record<string, unknown>
  const english = await frontMatter('index.en.md')
  const spanish = await frontMatter('index.es.md')
  expect(english).toMatchObject({
    title: text.en.title,
    category: 'product-photography',
    order: 4,
    featured: true,
    // The PNG dropped in is saved as a WebP the site can use (checked below).
    cover: 'bottle.webp',
    loop: 'bottle-loop.mp4',
    credits: credits.map(([role, , name]) => ({ role, name })),
    gallery: galleryOrder.map((index) => ({
      image: galleryFiles[index],
      alt: { en: text.en.gallery[index], es: text.es.gallery[index] },
    })),
    client,
    original: {
      image: 'packshot.webp',
      alt: { en: text.en.originalAlt, es: text.es.originalAlt },
    },
    result: { en: text.en.result, es: text.es.result },
    quote: { text: { en: text.en.quote, es: text.es.quote }, name: quoteName },
  })
  // The shared fields once, in the default language's file; the Spanish file says its words.
  expect(spanish).toEqual({
    title: text.es.title,
    description: text.es.description,
    alt: text.es.alt,
  })
  expect((await readdir(folder)).sort()).toEqual([
    'bottle-loop.mp4',
    'bottle.webp',
    'dusk.webp',
    'index.en.md',
    'index.es.md',
    'packshot.webp',
    'salt-flat.webp',
  ])
  // The 7000×5000 PNG dropped as the cover (over the 25 MB the editor takes as a file) is saved
  // a WebP 1600 px wide, far below the 10 MB of issue 56.
  const dropped = await stat(join(UPLOADS, DROPPED_COVER))
  const cover = join(folder, 'bottle.webp')
  expect(dropped.size).toBeGreaterThan(25_000_000)
  expect((await sharp(cover).metadata()).width).toBe(1600)
  expect((await stat(cover)).size).toBeLessThan(10_000_000)
})
