import { execFileSync } from 'node:child_process'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { coverSrc, IMAGE_WIDTHS, imageFile, largestImage, shareCardPath } from '../../shared/media'
import { translatorFor } from '../../src/i18n/dictionaries'
import { serveOwnSite } from '../support/servers'
import { expect, focusMovedInto, test as base } from '../support/fixtures'

/**
 * A studio adds a project the way docs/content.md says: one folder, with its two texts, its shared
 * facts and a photograph, dropped into (a copy of) the content. The normal build, given that
 * content (PROJECTS_DIR), puts it everywhere a project appears, in both languages, with no other
 * edit. The site is built and served here, only when these journeys run.
 */
const SLUG = 'salt-and-glass'
const CONTENT = 'node_modules/.cache/added-project/content'
const OUT = 'dist-added'

const text = {
  en: {
    title: 'Salt and Glass',
    description: 'A perfume campaign shot in a salt flat that never existed.',
    alt: 'A glass bottle on white salt under a pink evening sky.',
    full: 'Salt and Glass is a product campaign for a small perfume house. We built a salt flat at dusk around the bottle, frame by frame, so the scent could be seen before it was smelled.',
    category: 'Product Photography',
  },
  es: {
    title: 'Sal y cristal',
    description: 'Una campaña de perfume en un salar que nunca existió.',
    alt: 'Un frasco de cristal sobre sal blanca bajo un cielo rosa al atardecer.',
    full: 'Sal y cristal es una campaña de producto para una pequeña casa de perfumes. Construimos un salar al anochecer alrededor del frasco, fotograma a fotograma, para que el aroma se viera antes de olerlo.',
    category: 'Fotografía de producto',
  },
} as const
const locales = ['en', 'es'] as const
const prefix = { en: '', es: '/es' }

/**
 * A photograph-like picture, 2000×1500: a sky and ground in gradients, a soft sun, a bottle's
 * shape, film grain everywhere (not a flat colour, which encodes to nothing).
 */
async function photograph(): Promise<Buffer> {
  const width = 2000
  const height = 1500
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed / 0x7fffffff - 0.5) * 36
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sky = y < height * 0.62
      const t = y / height
      const sun = Math.max(0, 1 - Math.hypot(x - width * 0.7, y - height * 0.45) / 260)
      const bottle = Math.abs(x - width * 0.42) < 90 && y > height * 0.38 && y < height * 0.72
      const base = sky ? [236 - 90 * t, 150 + 40 * t, 170 + 30 * t] : [228, 224 - 20 * t, 220]
      const glass = bottle ? [-60, -20, 30] : [0, 0, 0]
      const i = (y * width + x) * 3
      for (let c = 0; c < 3; c++) {
        const value = (base[c] ?? 0) + (glass[c] ?? 0) + sun * 60 + noise()
        pixels[i + c] = Math.max(0, Math.min(255, value))
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 88 })
    .toBuffer()
}

async function addProjectFolder() {
  await rm(CONTENT, { recursive: true, force: true })
  await mkdir(CONTENT, { recursive: true })
  await cp('src/content/projects', CONTENT, { recursive: true })
  const folder = join(CONTENT, SLUG)
  await mkdir(folder)
  await writeFile(
    join(folder, 'project.yml'),
    'type: image\ncategory: product-photography\norder: 4\nfeatured: true\n',
  )
  for (const locale of locales) {
    const { title, description, alt, full } = text[locale]
    await writeFile(
      join(folder, `${locale}.md`),
      `---\ntitle: ${title}\ndescription: ${description}\nalt: ${alt}\n---\n\n${full}\n`,
    )
  }
  await writeFile(join(folder, 'cover.jpg'), await photograph())
}

/** `npm run build` (src/build/build.mjs) of the copied content, into its own folder. */
function build() {
  execFileSync(process.execPath, ['src/build/build.mjs', OUT, CONTENT], { stdio: 'ignore' })
}

const test = base.extend<object, { addedProjectSite: string }>({
  addedProjectSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies here
    async ({}, use) => {
      await addProjectFolder()
      build()
      const site = await serveOwnSite(['--assets', OUT, '--persist-to', '.wrangler/e2e-added'])
      try {
        await use(site.origin)
      } finally {
        await site.stop()
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ addedProjectSite }, use) => use(addedProjectSite),
})
test.describe.configure({ mode: 'default' })

for (const locale of locales) {
  const t = translatorFor(locale)
  const words = text[locale]
  const projectsPath = `${prefix[locale]}/projects`
  const ownPath = `${projectsPath}?project=${SLUG}`

  test(`a new project folder is on the projects page, in the carousel, the grid and its modal (${locale})`, async ({
    page,
    gotoReady,
  }) => {
    await gotoReady(projectsPath)
    const carousel = page.getByRole('region', { name: t('projects.carousel.label'), exact: true })
    await expect(carousel.getByRole('group')).toHaveCount(4)
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
    await expect(dialog).toContainText(words.full)
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
      description: words.full,
      genre: words.category,
      inLanguage: locale,
    })
    // Its one picture, the cover (the folder has no gallery/), captioned in the page's language.
    expect(work?.image).toEqual([
      expect.objectContaining({
        '@type': 'ImageObject',
        contentUrl: expect.stringContaining(largestImage(coverSrc(SLUG))),
        caption: words.alt,
      }),
    ])

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/projects?project=${SLUG}</loc>`)
    expect(sitemap).toContain(`/es/projects?project=${SLUG}</loc>`)

    // The page carries the project open, and the app keeps it open once it runs.
    await gotoReady(ownPath)
    await expect(page.getByRole('dialog', { name: words.title })).toContainText(words.full)
  })

  test(`a new project folder marked featured is on the home page (${locale})`, async ({
    page,
    gotoReady,
  }) => {
    await gotoReady(prefix[locale] || '/')
    const featured = page.locator('#featured-title').locator('xpath=ancestor::section')
    const card = featured.getByRole('article', { name: words.title })
    await expect(card).toContainText(words.category)
    await card
      .getByRole('link', { name: t('projects.featured.viewProjectNamed', { title: words.title }) })
      .click()
    await expect(page.getByRole('dialog', { name: words.title })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${projectsPath}\\?project=${SLUG}$`))
  })
}
