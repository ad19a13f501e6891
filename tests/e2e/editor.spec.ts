import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import sharp from 'sharp'
import { readProjects } from '../../src/content/readProjects'
import { saved } from '../support/addedProject'
import {
  copyBack,
  draftBackedUp,
  field,
  openEditorOn,
  pane,
  prepareRepository,
  PROJECTS,
} from '../support/editor'
import { expect, test } from '../support/fixtures'

/**
 * The browser editor on the projects the studio has: what is typed in a new project outlives a
 * reload, and an edit saved is the one line it changed; a whole session's new project (an
 * original, a result, a quote, two gallery pictures, one moved) is saved as typed in both
 * languages and read by the build. The site built from a project made in the editor is
 * project-added.spec.ts's (fixture-sites.setup.ts).
 */
const REPOSITORY = 'node_modules/.cache/editor-journey'
const UPLOADS = 'node_modules/.cache/editor-journey-uploads'
const lines = (text: string) => text.split('\n')

test("a new project's typed text outlives a reload; an order edited is a one-line change", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await prepareRepository(REPOSITORY)
  const file = (locale: string) => join(REPOSITORY, PROJECTS, `casa-marea/index.${locale}.md`)
  const [english = '', spanish] = await Promise.all(
    ['en', 'es'].map((locale) => readFile(file(locale), 'utf8')),
  )
  await openEditorOn(page, REPOSITORY)
  // Sveltia CMS 0.221.1 backs drafts up in the local mode once the page has been reloaded after
  // the folder was chosen (docs/content.md, "What the editor keeps").
  await page.reload()
  await page.getByRole('button', { name: 'Create New Entry' }).click()
  const title = async () => (await field(pane(page, 'English'), 'Title')).getByRole('textbox')
  await (await title()).click()
  await (await title()).pressSequentially('Salt and Glass')
  await draftBackedUp(page)
  await page.reload()
  await page.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(await title()).toHaveValue('Salt and Glass')

  await page.getByRole('button', { name: 'Cancel Editing' }).click()
  await page.getByRole('row', { name: 'Casa Marea' }).click()
  const order = (await field(pane(page, 'English'), 'Order')).getByRole('spinbutton')
  await order.click()
  await order.press('ControlOrMeta+A')
  await order.pressSequentially('5')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)
  await copyBack(page, REPOSITORY)

  const after = lines(await readFile(file('en'), 'utf8'))
  const changed = lines(english).flatMap((line, index) =>
    line === after[index] ? [] : [[line, after[index]]],
  )
  expect(after).toHaveLength(lines(english).length)
  expect(changed).toEqual([['order: 2', 'order: 5']])
  expect(await readFile(file('es'), 'utf8')).toBe(spanish)
})

/** The items of a list field: the groups with a Remove button of their own. */
const items = (list: Locator) =>
  list
    .getByRole('group')
    .filter({ has: list.page().getByRole('button', { name: 'Remove' }) })
    .filter({ hasNot: list.page().getByRole('button', { name: /^Add/ }) })

/**
 * A photograph-sized PNG as a camera or an export gives it (7000×5000, a gradient with grain):
 * what the studio drops in without resizing it.
 */
async function largePng(file: string) {
  const [width, height] = [7000, 5000]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 11
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = (((i / 3) % width) * 200) / width + (seed % 24)
  }
  await writeFile(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  )
}

test('a new project with an original, a result, a quote and a reordered gallery is saved as typed in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await prepareRepository(REPOSITORY)
  await mkdir(UPLOADS, { recursive: true })
  const upload = (name: string) => join(UPLOADS, name)
  await largePng(upload('bottle.png'))
  const published = join(PROJECTS, 'casa-marea/gallery')
  await writeFile(upload('flat.webp'), await readFile(join(published, '1-terraces.webp')))
  await writeFile(upload('dusk.webp'), await readFile(join(published, '2-sunset.webp')))
  await writeFile(upload('packshot.webp'), await readFile(join(published, '3-shore.webp')))
  await openEditorOn(page, REPOSITORY)
  await page.getByRole('button', { name: 'Create New Entry' }).click()

  const english = pane(page, 'English')
  const fill = async (within: Locator, label: string, value: string) =>
    (await field(within, label)).getByRole('textbox').first().fill(value)
  const inLanguages = async (group: Locator, en: string, es: string) => {
    // The editor draws a group's fields once it is in view.
    await group.scrollIntoViewIfNeeded()
    await group.getByRole('textbox', { name: 'English' }).fill(en)
    await group.getByRole('textbox', { name: 'Spanish' }).fill(es)
  }
  const choose = (within: Locator, file: string) =>
    within.locator('input[type=file]').first().setInputFiles(upload(file))
  await fill(english, 'Title', 'Salt and Glass')
  await fill(english, 'Description', 'A perfume campaign in a salt flat.')
  await (await field(english, 'Category')).getByRole('radio', { name: 'Commercial' }).check()
  await (await field(english, 'Order')).getByRole('spinbutton').fill('5')
  await fill(english, 'Client', 'Maison Sel')
  const credits = await field(english, 'Credits')
  await credits.getByRole('button', { name: /^Add/ }).click()
  await items(credits).first().getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name: 'Direction', exact: true }).click()
  await items(credits).first().getByRole('textbox', { name: 'Name' }).fill('Lucía Ortega')
  await choose(await field(english, 'Cover'), 'bottle.png')
  await fill(english, 'Cover alt text', 'A glass bottle on white salt.')
  const gallery = await field(english, 'Gallery')
  const pictures = [
    ['flat.webp', 'The salt flat at dusk.', 'El salar al anochecer.'],
    ['dusk.webp', 'The bottle in the last light.', 'El frasco con la última luz.'],
  ] as const
  for (const [index, [file, en, es]] of pictures.entries()) {
    await gallery.getByRole('button', { name: /^Add/ }).click()
    await choose(items(gallery).nth(index), file)
    await inLanguages(items(gallery).nth(index), en, es)
  }
  // The second picture moved to the top: one list, both languages' order.
  await items(gallery).nth(1).getByRole('button', { name: 'Reorder Item' }).press('ArrowUp')
  const original = await field(english, 'Original')
  await original.getByRole('checkbox', { name: /^Add/ }).check()
  await choose(original, 'packshot.webp')
  await inLanguages(original, 'The bottle on grey.', 'El frasco sobre gris.')
  const result = await field(english, 'Result')
  await result.getByRole('checkbox', { name: /^Add/ }).check()
  await inLanguages(result, 'Ready in four days.', 'Listo en cuatro días.')
  const quote = await field(english, 'Quote')
  await quote.getByRole('checkbox', { name: /^Add/ }).check()
  await inLanguages(await field(quote, 'Words'), 'Exactly ours.', 'Exactamente la nuestra.')
  await (await field(quote, 'Name')).getByRole('textbox').fill('Clara Vidal')
  const role = await field(quote, 'Role')
  await role.getByRole('checkbox', { name: /^Add/ }).check()
  await inLanguages(role, 'Head of brand', 'Directora de marca')
  await (await field(quote, 'Company')).getByRole('textbox').fill('Maison Sel')
  await fill(english, 'Full description', 'Salt and Glass is a product campaign.')

  await page.getByRole('radio', { name: 'Spanish' }).last().click()
  const spanish = pane(page, 'Spanish')
  await fill(spanish, 'Title', 'Sal y cristal')
  await fill(spanish, 'Description', 'Una campaña de perfume en un salar.')
  await fill(spanish, 'Cover alt text', 'Un frasco de cristal sobre sal blanca.')
  await fill(spanish, 'Full description', 'Sal y cristal es una campaña de producto.')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)
  await copyBack(page, REPOSITORY)

  const [project] = (await readProjects(join(REPOSITORY, PROJECTS))).filter(
    ({ slug }) => slug === 'salt-and-glass',
  )
  expect(project?.es).toMatchObject({
    title: 'Sal y cristal',
    originalAlt: 'El frasco sobre gris.',
    result: 'Listo en cuatro días.',
    quote: { text: 'Exactamente la nuestra.', name: 'Clara Vidal', role: 'Directora de marca' },
  })
  expect(project?.en.quote).toEqual({
    text: 'Exactly ours.',
    name: 'Clara Vidal',
    role: 'Head of brand',
    company: 'Maison Sel',
  })
  expect(project?.project).toMatchObject({ client: 'Maison Sel', order: 5 })
  expect(project?.galleryPictures.map(({ alt }) => alt)).toEqual([
    { en: pictures[1][1], es: pictures[1][2] },
    { en: pictures[0][1], es: pictures[0][2] },
  ])
  // The 7000 px PNG dropped as the cover was saved a WebP 1600 px wide.
  const cover = project?.coverPath ?? ''
  expect(cover).toMatch(/\.webp$/)
  expect((await sharp(cover).metadata()).width).toBe(1600)
  expect((await stat(cover)).size).toBeLessThan(10_000_000)
})
