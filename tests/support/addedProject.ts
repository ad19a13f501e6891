import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { SITE_DIR } from '../../src/content/siteSchema'
import {
  addService,
  copyBack,
  field,
  fillSpanishHeroTitle,
  items,
  openEditorOn,
  openHomePage,
  openServices,
  pane,
  prepareRepository,
  PROJECTS,
} from './editor'
import { expect } from './fixtures'
import { newService, spanishHeroTitle } from './siteWords'

/**
 * The site with one project added in the browser editor, as docs/content.md says
 * (tests/e2e/project-added.spec.ts): on a copy of the repository, the editor (Sveltia CMS at
 * /admin, local mode) creates a project in both languages, with a 7000×5000 PNG as its cover, a
 * clip as its loop, two gallery pictures (the second then moved to the top), two credits, a
 * client, an original, a result and a quote in both languages and a full description of two paragraphs, and saves it into its own folder; the
 * same session first changes the Spanish hero's title and adds a service, moved to second place
 * (Site → Home page, Services). The normal build of that content (the projects and each language's words
 * of the copy) makes the site. Done once before the journeys that use it
 * (tests/e2e/fixture-sites.setup.ts), whose site they serve.
 */
export const SLUG = 'salt-and-glass'
const REPOSITORY = 'node_modules/.cache/added-project/repository'
/** The project folders the editor saved into (the build's content). */
export const CONTENT = join(REPOSITORY, PROJECTS)
/** The studio's words the editor saved into (each language's, the build's). */
const WORDS = join(REPOSITORY, SITE_DIR)
/** The new service's place in the home page's list once moved: second. */
export const SERVICE_PLACE = 1
/** What the studio uploads: a large PNG, and a published project's stills and clip. */
export const UPLOADS = 'node_modules/.cache/added-project/uploads'
/** The cover as dropped: a 7000×5000 PNG (`largePng`). */
export const DROPPED_COVER = 'bottle.png'
export const OUT = 'dist-added'

export const text = {
  en: {
    title: 'Salt and Glass',
    description: 'A perfume campaign shot in a salt flat that never existed.',
    alt: 'A glass bottle on white salt under a pink evening sky.',
    full: [
      'Salt and Glass is a product campaign for a small perfume house.',
      'We built a salt flat at dusk around the bottle, frame by frame, so the scent could be seen before it was smelled.',
    ],
    quote: 'It is exactly the scent we had in mind.',
    result: 'The campaign ran in four countries a week after the brief.',
    originalAlt: 'The bottle photographed on a grey table.',
    category: 'Product Photography',
    gallery: ['The salt flat reaching to pink mountains at dusk.', 'The bottle in the last light.'],
  },
  es: {
    title: 'Sal y cristal',
    description: 'Una campaña de perfume en un salar que nunca existió.',
    alt: 'Un frasco de cristal sobre sal blanca bajo un cielo rosa al atardecer.',
    full: [
      'Sal y cristal es una campaña de producto para una pequeña casa de perfumes.',
      'Construimos un salar al anochecer alrededor del frasco, fotograma a fotograma, para que el aroma se viera antes de olerlo.',
    ],
    quote: 'Es exactamente el aroma que imaginábamos.',
    result: 'La campaña salió en cuatro países una semana después del encargo.',
    originalAlt: 'El frasco fotografiado sobre una mesa gris.',
    category: 'Fotografía de producto',
    gallery: ['El salar hasta las montañas rosas al anochecer.', 'El frasco con la última luz.'],
  },
} as const
export const credits = [
  ['direction', 'Direction', 'Lucía Ortega'],
  ['ai-artist', 'AI artist', 'Kenji Mori'],
] as const
/** For whom it was made, and who said the quote (a name is the same in every language). */
export const client = 'Maison Sel'
export const quoteName = 'Clara Vidal'
/** The gallery's pictures, as added (each language's alt at the same place in `text`). */
export const galleryFiles = ['salt-flat.webp', 'dusk.webp'] as const
/** The gallery's order once the second picture is moved to the top: indexes into the above. */
export const galleryOrder = [1, 0] as const
export const locales = ['en', 'es'] as const
export const prefix = { en: '', es: '/es' }

/**
 * A photograph-sized PNG as a camera or an export gives it (7000×5000, about 30 MB, a gradient
 * with grain, not a flat colour, which encodes to nothing): what the studio drops in without
 * resizing it.
 */
async function largePng(): Promise<Buffer> {
  const [width, height] = [7000, 5000]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 11
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = (((i / 3) % width) * 200) / width + (seed % 24)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/**
 * The home page's words edited in the editor (the Spanish hero's title, a new service moved to
 * second place), saved; then the project created, as the studio does: the English fields, then
 * the Spanish ones side by side, and Save. What it saved is copied back into the repository's
 * copy.
 */
async function editInEditor(page: Page) {
  await prepareRepository(REPOSITORY)
  await mkdir(UPLOADS, { recursive: true })
  // Always the same bytes: made once (seconds of CPU), kept with the build's caches (whole or
  // not at all: written beside, then renamed).
  const dropped = join(UPLOADS, DROPPED_COVER)
  if (!existsSync(dropped)) {
    await writeFile(`${dropped}.part`, await largePng())
    await rename(`${dropped}.part`, dropped)
  }
  const published = join(PROJECTS, 'casa-marea')
  await cp(join(published, 'gallery/1-terraces.webp'), join(UPLOADS, 'salt-flat.webp'))
  await cp(join(published, 'gallery/2-sunset.webp'), join(UPLOADS, 'dusk.webp'))
  await cp(join(published, 'loop.mp4'), join(UPLOADS, 'bottle-loop.mp4'))
  await cp(join(published, 'gallery/3-shore.webp'), join(UPLOADS, 'packshot.webp'))
  await openEditorOn(page, REPOSITORY)
  await openHomePage(page)
  await fillSpanishHeroTitle(page, spanishHeroTitle)
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)
  await openServices(page)
  await addService(page, newService, SERVICE_PLACE)
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)

  await page.getByRole('treeitem', { name: 'Projects' }).click()
  await page.getByRole('button', { name: 'Create New Entry' }).click()

  const english = pane(page, 'English')
  const fill = async (label: string, value: string, within = english) =>
    (await field(within, label)).getByRole('textbox').fill(value)
  const upload = async (within: Locator, file: string) =>
    within.locator('input[type=file]').first().setInputFiles(join(UPLOADS, file))
  await fill('Title', text.en.title)
  await fill('Description', text.en.description)
  await (await field(english, 'Category')).getByRole('radio', { name: text.en.category }).check()
  await (await field(english, 'Order')).getByRole('spinbutton').fill('4')
  await (await field(english, 'Featured')).getByRole('switch').click()
  await fill('Client', client)
  const creditList = await field(english, 'Credits')
  for (const [index, [, role, name]] of credits.entries()) {
    await creditList.getByRole('button', { name: /^Add/ }).click()
    const credit = items(creditList).nth(index)
    // A press that lands while the new item is still being laid out opens nothing (it met the
    // item's Collapse button once in a CI run, which then waited out the setup's 10 minutes):
    // pressed again until the list of roles shows.
    const option = page.getByRole('option', { name: role, exact: true })
    await expect(async () => {
      await credit.getByRole('combobox', { name: 'Role' }).click()
      await expect(option).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await option.click()
    await credit.getByRole('textbox', { name: 'Name' }).fill(name)
  }
  await upload(await field(english, 'Cover'), DROPPED_COVER)
  await fill('Cover alt text', text.en.alt)
  await upload(await field(english, 'Loop'), 'bottle-loop.mp4')
  const gallery = await field(english, 'Gallery')
  for (const [index, file] of galleryFiles.entries()) {
    await gallery.getByRole('button', { name: /^Add/ }).click()
    const picture = items(gallery).nth(index)
    await upload(picture, file)
    // Each picture's alt in both languages, beside it: one list for both (docs/content.md).
    await picture.getByRole('textbox', { name: 'English' }).fill(text.en.gallery[index] ?? '')
    await picture.getByRole('textbox', { name: 'Spanish' }).fill(text.es.gallery[index] ?? '')
  }
  // The second picture moved to the top, by keyboard on its handle: one list, both languages.
  await items(gallery).nth(1).getByRole('button', { name: 'Reorder Item' }).press('ArrowUp')
  /** A group's words in each language, side by side. */
  const inLanguages = async (group: Locator, words: Record<'en' | 'es', string>) => {
    // The editor draws a group's fields once it is in view.
    await group.scrollIntoViewIfNeeded()
    await group.getByRole('textbox', { name: 'English' }).fill(words.en)
    await group.getByRole('textbox', { name: 'Spanish' }).fill(words.es)
  }
  const original = await field(english, 'Original')
  await original.getByRole('checkbox', { name: /^Add/ }).check()
  await upload(original, 'packshot.webp')
  await inLanguages(original, { en: text.en.originalAlt, es: text.es.originalAlt })
  const result = await field(english, 'Result')
  await result.getByRole('checkbox', { name: /^Add/ }).check()
  await inLanguages(result, { en: text.en.result, es: text.es.result })
  const quote = await field(english, 'Quote')
  await quote.getByRole('checkbox', { name: /^Add/ }).check()
  await inLanguages(await field(quote, 'Words'), { en: text.en.quote, es: text.es.quote })
  await (await field(quote, 'Name')).getByRole('textbox').fill(quoteName)
  // Two paragraphs: a blank line between them.
  await fill('Full description', text.en.full.join('\n\n'))

  // The Spanish texts, in the pane beside the English ones.
  await page.getByRole('radio', { name: 'Spanish' }).last().click()
  const spanish = pane(page, 'Spanish')
  await fill('Title', text.es.title, spanish)
  await fill('Description', text.es.description, spanish)
  await fill('Cover alt text', text.es.alt, spanish)
  await fill('Full description', text.es.full.join('\n\n'), spanish)
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)
  await copyBack(page, REPOSITORY)
}

/** Resolves once the editor says the entry is saved. */
export async function saved(page: Page) {
  await page.getByText('Entry saved.').waitFor()
}

/**
 * The project added and the home's words edited in the editor on a copy of the content, and the
 * build of it into OUT.
 */
export async function buildAddedProjectSite(page: Page) {
  await editInEditor(page)
  execFileSync(process.execPath, ['tools/build.mjs', OUT, CONTENT, WORDS], { stdio: 'ignore' })
}
