import { readFile } from 'node:fs/promises'
import type { Locator } from '@playwright/test'
import sharp from 'sharp'
import { type Locale, locales } from '../../shared/locales'
import { coverSrc, IMAGE_WIDTHS, imageFile, shareCardPath } from '../../shared/media'
import { siteFile, type Service, type SiteWords } from '../../src/content/siteSchema'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { textsOf } from '../support/manifest'
import { serveOwnSite } from '../support/servers'
import {
  client,
  credits,
  galleryOrder,
  OUT,
  quoteName,
  SERVICE_PLACE,
  SLUG,
  text,
} from '../support/addedProject'
import { expect, focusMovedInto, test as base } from '../support/fixtures'
import { newService, spanishHeroTitle } from '../support/siteWords'

// The build of what the editor saved (fixture-sites.setup.ts) puts the one folder everywhere a
// project appears.
const test = base.extend<object, { addedProjectSite: string }>({
  addedProjectSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies here
    async ({}, use) => {
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

const prefix = { en: '', es: '/es' }

/** The project open in the app, its gallery in the editor's order, in the page's language. */
async function showsProject(dialog: Locator, locale: Locale) {
  const words = text[locale]
  for (const paragraph of words.full) {
    await expect(dialog.getByText(paragraph, { exact: true })).toHaveCount(1)
  }
  await expect(dialog.getByRole('blockquote')).toHaveText(words.quote)
  for (const name of [quoteName, client, ...credits.map(([, , name]) => name)])
    await expect(dialog).toContainText(name)
  const gallery = dialog.getByRole('img', { name: new RegExp(words.gallery.join('|')) })
  await expect(gallery).toHaveCount(2)
  expect(await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
    galleryOrder.map((index) => words.gallery[index]),
  )
}

test('a new project folder is on the projects page, in the carousel, the grid and its dialog (en)', async ({
  page,
  gotoReady,
}) => {
  const t = translatorFor('en')
  const words = text.en
  await gotoReady('/projects')
  const carousel = page.getByRole('region', { name: t('projects.carousel.label'), exact: true })
  await expect(carousel.getByRole('group')).toHaveCount(publishedProjects.length + 1)
  await expect(carousel.getByText(words.title, { exact: true })).toHaveCount(1)
  const grid = page.getByRole('region', { name: t('projects.grid.title') })
  const card = grid.getByRole('article', { name: words.title })
  await expect(card).toContainText(words.category)
  await expect(card).toContainText(words.description)
  await expect(card.getByRole('img', { name: words.alt })).toHaveJSProperty('complete', true)
  const shown = await card.getByRole('img').evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(IMAGE_WIDTHS.map((width) => imageFile(coverSrc(SLUG), width, 'avif'))).toContain(
    new URL(shown).pathname,
  )

  await card.getByRole('link', { name: t('projects.open', { title: words.title }) }).click()
  const dialog = page.getByRole('dialog', { name: words.title })
  await expect(dialog).toContainText(words.category)
  await expect(page).toHaveURL(new RegExp(`\\?project=${SLUG}$`))
  await focusMovedInto(dialog)
  await showsProject(dialog, 'en')
})

test("the Spanish home shows the editor's words once the app runs, and the new project among the featured (es)", async ({
  page,
  gotoReady,
}) => {
  const t = translatorFor('es')
  const words = text.es
  const { list } = JSON.parse(await readFile(siteFile('services'), 'utf8')) as { list: Service[] }
  await gotoReady('/es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishHeroTitle)
  const services = page.locator('#services')
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(
    list.toSpliced(SERVICE_PLACE, 0, newService).map((service) => service.title.es),
  )
  await expect(services.getByRole('article', { name: newService.title.es })).toContainText(
    newService.description.es,
  )

  const featured = page.locator('#featured-title').locator('xpath=ancestor::section')
  const card = featured.getByRole('article', { name: words.title })
  await expect(card).toContainText(words.category)
  const open = t('projects.featured.viewProjectNamed', { title: words.title })
  await card.getByRole('link', { name: open }).click()
  const dialog = page.getByRole('dialog', { name: words.title })
  await expect(page).toHaveURL(new RegExp(`/es/projects\\?project=${SLUG}$`))
  await showsProject(dialog, 'es')
})

test("as served before any script: the new project's own page, share card, JSON-LD, loop and sitemap entry; the home's edited words", async ({
  request,
}) => {
  const home = JSON.parse(await readFile(siteFile('home'), 'utf8')) as SiteWords['home']
  const { list } = JSON.parse(await readFile(siteFile('services'), 'utf8')) as { list: Service[] }
  const heroTitle = { en: home.hero.title, es: spanishHeroTitle }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const served = async (path: string) => {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    return response
  }
  for (const locale of locales) {
    const words = text[locale]
    const path = `${prefix[locale]}/projects?project=${SLUG}`
    expect(sitemap).toContain(`${path}</loc>`)
    const html = await (await served(path)).text()
    const meta = (key: string) =>
      new URL(new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '')
        .pathname
    expect(textsOf(html, 'title')).toEqual([
      translatorFor(locale)('meta.project.title', { title: words.title }),
    ])
    expect(meta('og:image')).toBe(shareCardPath(SLUG, locale))
    const card = await sharp(await (await served(meta('og:image'))).body()).metadata()
    expect([card.width, card.height]).toEqual([1200, 630])
    await served(meta('og:video'))

    const work = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json = '']) => JSON.parse(json) as Record<string, unknown>)
      .find((data) => data['@type'] === 'CreativeWork')
    // The rest of it, from any folder: tools/prerender/prerender.test.ts.
    expect(work).toMatchObject({
      name: words.title,
      description: words.full.join(' '),
      genre: words.category,
      inLanguage: locale,
    })
    for (const paragraph of words.full) expect(html).toContain(`>${paragraph}</p>`)
    expect(html).toContain(`>${words.result}</p>`)
    expect(html).toContain(`<p>${words.quote}</p>`)
    expect(html).toContain(`alt="${words.originalAlt}"`)

    const homePage = await (await served(prefix[locale] || '/')).text()
    expect(textsOf(homePage, 'h1')).toEqual([heroTitle[locale]])
    const section = homePage.slice(homePage.indexOf('id="services"'))
    expect(textsOf(section.slice(0, section.indexOf('</section>')), 'h3')).toEqual(
      list.toSpliced(SERVICE_PLACE, 0, newService).map((service) => service.title[locale]),
    )
    expect(section).toContain(newService.description[locale])
  }
})
