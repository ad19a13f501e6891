import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { parse } from 'yaml'
import { type Locale, locales } from '../../shared/locales'
import { coverSrc, IMAGE_WIDTHS, imageFile, shareCardPath } from '../../shared/media'
import {
  type Service,
  SITE_DIR,
  siteFile,
  siteKinds,
  type SiteKind,
  type SiteWords,
} from '../../src/content/siteSchema'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { textsOf } from '../support/manifest'
import { type Server, serveOwnSite } from '../support/servers'
import { expect, focusMovedInto, test as base } from '../support/fixtures'
import { missingSpanishTitle, newService, spanishHeroTitle } from '../support/siteWords'

// One editor session adds a project and edits the studio's words; the build of what it saved
// (dist-added) is then served to the journeys below, in the same worker, in order: a session
// that fails skips them.
base.describe.configure({ mode: 'serial' })

/** The project the session adds, and its build's folder. */
const SLUG = 'salt-and-glass'
const OUT = 'dist-added'
let site: Server | undefined
const serveAdded = () => serveOwnSite(['--assets', OUT, '--persist-to', '.wrangler/e2e-added'])
/** The new service's place in the home page's list once moved: second. */
const SERVICE_PLACE = 1

const text = {
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
const credits = [
  ['direction', 'Direction', 'Lucía Ortega'],
  ['ai-artist', 'AI artist', 'Kenji Mori'],
] as const
/** For whom it was made, and who said the quote (a name is the same in every language). */
const client = 'Maison Sel'
const quoteName = 'Clara Vidal'
/** The gallery's pictures, as added (each language's alt at the same place in `text`). */
const galleryFiles = ['salt-flat.webp', 'dusk.webp'] as const
/** The gallery's order once the second picture is moved to the top: indexes into the above. */
const galleryOrder = [1, 0] as const

const PROJECTS = 'src/content/projects'
/** The copy of the repository the editor saved into, which the build of dist-added reads. */
const REPOSITORY = 'node_modules/.cache/added-project/repository'
/** What the studio uploads: a large PNG, and a published project's stills and clip. */
const UPLOADS = 'node_modules/.cache/added-project/uploads'
const SITE_WORDS = [
  ...new Set(
    (Object.keys(siteKinds) as SiteKind[]).flatMap((kind) =>
      locales.map((locale) => siteFile(kind, locale)),
    ),
  ),
]

/**
 * The browser editor (Sveltia CMS at /admin, `npm run edit`) in its local mode, on the folder the
 * person picks. A test cannot answer the picker: it gets the page's origin-private file system
 * (OPFS, the same API), into which the working copy's projects and words are copied first.
 */
async function openEditor(page: Page) {
  await page.addInitScript(() => {
    const picker = window as unknown as { showDirectoryPicker: () => Promise<unknown> }
    picker.showDirectoryPicker = () => navigator.storage.getDirectory()
  })
  await page.goto('/admin')
  const files = (await readdir(PROJECTS, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
  // A `.git` folder: what the editor takes for a repository.
  await page.evaluate(async () =>
    (await navigator.storage.getDirectory()).getDirectoryHandle('.git', { create: true }),
  )
  for (const path of [...files, ...SITE_WORDS]) {
    const bytes = await readFile(path)
    await page.evaluate(
      async ({ path, base64 }) => {
        const parts = path.split('/')
        let folder = await navigator.storage.getDirectory()
        for (const part of parts.slice(0, -1))
          folder = await folder.getDirectoryHandle(part, { create: true })
        const file = await folder.getFileHandle(parts.at(-1) ?? '', { create: true })
        const writable = await file.createWritable()
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
        await writable.close()
      },
      { path, base64: bytes.toString('base64') },
    )
  }
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible()
  // Drafts are backed up only after a reload (docs/content.md, "What the editor keeps").
  await page.reload()
}

/** A file of the editor's folder, base64, read again while Chromium refuses it as being written. */
const readEditorFile = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const parts = path.split('/')
    let folder = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
    const handle = await folder.getFileHandle(parts.at(-1) ?? '')
    for (let tries = 1; ; tries++) {
      try {
        let binary = ''
        for (const byte of new Uint8Array(await (await handle.getFile()).arrayBuffer()))
          binary += String.fromCharCode(byte)
        return btoa(binary)
      } catch (error) {
        if (tries === 50 || (error as DOMException).name !== 'NotReadableError') throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }, path)

/** Every file the editor's folder holds, by path, as bytes. */
async function editorFiles(page: Page) {
  const paths = await page.evaluate(async () => {
    const found: string[] = []
    async function walk(folder: FileSystemDirectoryHandle, path: string) {
      const entries = (
        folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()
      for await (const [name, handle] of entries) {
        const inside = path ? `${path}/${name}` : name
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, inside)
        else found.push(inside)
      }
    }
    await walk(await navigator.storage.getDirectory(), '')
    return found
  })
  const files = new Map<string, Buffer>()
  for (const path of paths) files.set(path, Buffer.from(await readEditorFile(page, path), 'base64'))
  return files
}

/**
 * The lines of `path` the editor's copy changes, as [before, after] (`[]` when untouched).
 */
async function changedLines(page: Page, path: string) {
  const before = (await readFile(path, 'utf8')).split('\n')
  const saved = Buffer.from(await readEditorFile(page, path), 'base64').toString('utf8')
  const after = saved.split('\n')
  if (after.length !== before.length) return `${after.length} lines, not ${before.length}`
  return before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]))
}

/** Resolves once the editor has backed up the open entry's draft (IndexedDB `draft-backups`). */
const draftBackedUp = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(async () => {
        for (const { name } of await indexedDB.databases()) {
          const request = indexedDB.open(name ?? '')
          const db = await new Promise<IDBDatabase>(
            (resolve) => (request.onsuccess = () => resolve(request.result)),
          )
          const store = 'draft-backups'
          const count = db.objectStoreNames.contains(store)
            ? await new Promise<number>((resolve) => {
                const counted = db.transaction(store).objectStore(store).count()
                counted.onsuccess = () => resolve(counted.result)
              })
            : 0
          db.close()
          if (count > 0) return true
        }
        return false
      }),
    )
    .toBe(true)

/** The editor's pane for a language, as a person switches to it. */
const pane = (page: Page, language: 'English' | 'Spanish') =>
  page.getByRole('group', { name: `Edit \u2068${language}\u2069 Content` })

/** A field by its label, brought into view (the editor draws fields as they show). */
async function field(within: Locator, label: string): Promise<Locator> {
  const group = within.getByRole('group', { name: `“\u2068${label}\u2069” Field` }).first()
  const box = await within.boundingBox()
  if (box) await within.page().mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  for (let tries = 0; tries < 40 && (await group.count()) === 0; tries++) {
    await within.page().mouse.wheel(0, 300)
    await within.page().waitForTimeout(50)
  }
  await group.scrollIntoViewIfNeeded()
  return group
}

/** The items of a list field: the groups with a Remove button of their own. */
const items = (list: Locator) =>
  list
    .getByRole('group')
    .filter({ has: list.page().getByRole('button', { name: 'Remove' }) })
    .filter({ hasNot: list.page().getByRole('button', { name: /^Add/ }) })

/** An entry of the editor's Site collection, by its label; the Spanish pane beside if asked. */
async function openSiteEntry(page: Page, label: string, { spanish = false } = {}) {
  await page.getByRole('treeitem', { name: 'Site' }).click()
  await page.getByRole('row', { name: label }).click()
  if (spanish) await page.getByRole('radio', { name: 'Spanish' }).last().click()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Entry saved.').waitFor()
}

/**
 * A camera's PNG (7000×5000, about 30 MB: grain, as a flat colour encodes to nothing), dropped in
 * unresized. Made once and kept (written beside, then renamed).
 */
async function largePng(path: string) {
  if (existsSync(path)) return
  const [width, height] = [7000, 5000]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 11
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = (((i / 3) % width) * 200) / width + (seed % 24)
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
  await writeFile(`${path}.part`, png)
  await rename(`${path}.part`, path)
}

/** One editor session, as docs/content.md says, and the build of what it saved. */
base(
  'the editor: each edit saved is one line of one file; a typed draft outlives a reload; a film shows in its group; a service without its Spanish title is refused; one project added, built (dist-added)',
  async ({ page }) => {
    base.setTimeout(600_000)
    await mkdir(UPLOADS, { recursive: true })
    await largePng(join(UPLOADS, 'bottle.png'))
    const published = join(PROJECTS, 'casa-marea')
    await cp(join(published, 'gallery/1-terraces.webp'), join(UPLOADS, 'salt-flat.webp'))
    await cp(join(published, 'gallery/2-sunset.webp'), join(UPLOADS, 'dusk.webp'))
    await cp(join(published, 'loop.mp4'), join(UPLOADS, 'bottle-loop.mp4'))
    await cp(join(published, 'gallery/3-shore.webp'), join(UPLOADS, 'packshot.webp'))
    await openEditor(page)

    await base.step("the Spanish hero's title", async () => {
      await openSiteEntry(page, 'Home page', { spanish: true })
      const hero = await field(pane(page, 'Spanish'), 'Hero')
      await hero.getByRole('textbox', { name: 'Title', exact: true }).fill(spanishHeroTitle)
      await save(page)
      await expect
        .poll(() => changedLines(page, siteFile('home', 'es')))
        .toEqual([
          [
            '    "title": "Hacemos que lo irreal parezca real",',
            `    "title": "${spanishHeroTitle}",`,
          ],
        ])
      expect(await changedLines(page, siteFile('home', 'en'))).toEqual([])
    })

    await base.step('a word of the AI page, Markdown in a file of its own', async () => {
      await openSiteEntry(page, 'How we use AI page', { spanish: true })
      const markdown = (await readFile(siteFile('ai', 'es'), 'utf8')).trimEnd()
      const words = (await field(pane(page, 'Spanish'), 'Text')).getByRole('textbox', {
        name: 'Text',
      })
      await expect(words).toHaveValue(markdown)
      await words.fill(markdown.replace('IA generativa,', 'IA generativa propia,'))
      await save(page)
      const line = markdown.split('\n').find((words) => words.includes('IA generativa,')) ?? ''
      await expect
        .poll(() => changedLines(page, siteFile('ai', 'es')))
        .toEqual([[line, line.replace('IA generativa,', 'IA generativa propia,')]])
      expect(await changedLines(page, siteFile('ai', 'en'))).toEqual([])
    })

    await base.step(
      'a new project, its typed title outliving a reload, in both languages',
      async () => {
        await page.getByRole('treeitem', { name: 'Projects' }).click()
        await page.getByRole('button', { name: 'Create New Entry' }).click()
        const english = pane(page, 'English')
        const title = async () => (await field(english, 'Title')).getByRole('textbox')
        await (await title()).click()
        await (await title()).pressSequentially(text.en.title)
        await draftBackedUp(page)
        await page.reload()
        await page.getByRole('button', { name: 'Restore', exact: true }).click()
        await expect(await title()).toHaveValue(text.en.title)

        const fill = async (label: string, value: string, within = english) =>
          (await field(within, label)).getByRole('textbox').fill(value)
        const upload = async (within: Locator, file: string) =>
          within.locator('input[type=file]').first().setInputFiles(join(UPLOADS, file))
        await fill('Description', text.en.description)
        await (
          await field(english, 'Category')
        )
          .getByRole('radio', { name: text.en.category })
          .check()
        await (await field(english, 'Order')).getByRole('spinbutton').fill('4')
        await (await field(english, 'Featured')).getByRole('switch').click()
        await fill('Client', client)
        const creditList = await field(english, 'Credits')
        for (const [index, [, role, name]] of credits.entries()) {
          await creditList.getByRole('button', { name: /^Add/ }).click()
          const credit = items(creditList).nth(index)
          // A press while the new item is laid out opens nothing: pressed until the roles show.
          const option = page.getByRole('option', { name: role, exact: true })
          await expect(async () => {
            await credit.getByRole('combobox', { name: 'Role' }).click()
            await expect(option).toBeVisible({ timeout: 2_000 })
          }).toPass({ timeout: 20_000 })
          await option.click()
          await credit.getByRole('textbox', { name: 'Name' }).fill(name)
        }
        await upload(await field(english, 'Cover'), 'bottle.png')
        await fill('Cover alt text', text.en.alt)
        await upload(await field(english, 'Loop'), 'bottle-loop.mp4')
        const gallery = await field(english, 'Gallery')
        for (const [index, file] of galleryFiles.entries()) {
          await gallery.getByRole('button', { name: /^Add/ }).click()
          const picture = items(gallery).nth(index)
          await upload(picture, file)
          await picture.getByRole('textbox', { name: 'English' }).fill(text.en.gallery[index] ?? '')
          await picture.getByRole('textbox', { name: 'Spanish' }).fill(text.es.gallery[index] ?? '')
        }
        // The second picture moved to the top by keyboard: one list, both languages.
        await items(gallery).nth(1).getByRole('button', { name: 'Reorder Item' }).press('ArrowUp')
        /** A group's words in each language, side by side (drawn once in view). */
        const inLanguages = async (group: Locator, words: Record<'en' | 'es', string>) => {
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
        await fill('Full description', text.en.full.join('\n\n'))
        await page.getByRole('radio', { name: 'Spanish' }).last().click()
        const spanish = pane(page, 'Spanish')
        await fill('Title', text.es.title, spanish)
        await fill('Description', text.es.description, spanish)
        await fill('Cover alt text', text.es.alt, spanish)
        await fill('Full description', text.es.full.join('\n\n'), spanish)
        await save(page)
      },
    )

    await base.step(
      'a service without its Spanish title is refused, nothing written; then saved with it',
      async () => {
        await openSiteEntry(page, 'Services')
        const services = await field(
          page.getByRole('group', { name: 'Content Editor' }),
          'Services',
        )
        await services.getByRole('button', { name: 'Add \u2068Service\u2069' }).click()
        const service = items(services).last()
        await (await field(service, 'Id')).getByRole('textbox').fill(newService.id)
        await (await field(service, 'Icon')).getByRole('radio', { name: newService.icon }).check()
        const [group, label] = missingSpanishTitle.labels
        const titles = await field(service, group)
        await titles.getByRole('textbox', { name: 'English' }).fill(newService.title.en)
        const descriptions = await field(service, 'Description')
        for (const [locale, name] of [
          ['en', 'English'],
          ['es', 'Spanish'],
        ] as const)
          await descriptions.getByRole('textbox', { name }).fill(newService.description[locale])
        await page.getByRole('button', { name: 'Save' }).click()
        await expect(page.getByRole('alert').filter({ hasText: 'Show Errors' })).toContainText(
          'One field has an error. Please correct it to save the entry.',
        )
        // The field says what the build says of it, as read out (the alert's icon is hidden).
        const alert = `alert: ${JSON.stringify(missingSpanishTitle.words)}`
        const empty = await field(titles, label)
        await expect(empty.getByRole('alert')).toMatchAriaSnapshot(`- ${alert}`)
        await expect(empty.getByRole('textbox', { name: label })).toHaveAttribute(
          'aria-invalid',
          'true',
        )
        // And the list of errors: one, named by the field's label.
        await page.getByRole('button', { name: 'Show Errors' }).click()
        const errors = page.getByRole('group', { name: 'Validation' })
        await expect(errors.getByRole('alert')).toHaveCount(1)
        await expect(errors.getByRole('button', { name: label, exact: true })).toMatchAriaSnapshot(
          `- button ${JSON.stringify(label)}:\n  - ${alert}`,
        )
        expect(await changedLines(page, siteFile('services'))).toEqual([])

        await empty.getByRole('textbox', { name: label }).fill(newService.title.es)
        await service.getByRole('button', { name: 'Reorder Item' }).focus()
        const moves = (await items(services).count()) - 1 - SERVICE_PLACE
        for (let move = 0; move < moves; move++) await page.keyboard.press('ArrowUp')
        await save(page)
      },
    )

    await base.step("a project's order edited", async () => {
      await page.getByRole('treeitem', { name: 'Projects' }).click()
      await page.getByRole('row', { name: 'Casa Marea' }).click()
      const order = (await field(pane(page, 'English'), 'Order')).getByRole('spinbutton')
      await order.click()
      await order.press('ControlOrMeta+A')
      await order.pressSequentially('5')
      await save(page)
      const casaMarea = `${PROJECTS}/casa-marea/index`
      await expect
        .poll(() => changedLines(page, `${casaMarea}.en.md`))
        .toEqual([['order: 2', 'order: 5']])
      expect(await changedLines(page, `${casaMarea}.es.md`)).toEqual([])
    })

    await base.step("a video's Film group", async () => {
      await page.getByRole('row', { name: 'Neon Requiem' }).click()
      const film = await field(pane(page, 'English'), 'Film')
      await expect((await field(film, 'Address')).getByRole('textbox')).toHaveValue(
        'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      )
      await expect((await field(film, 'Frame')).getByRole('radio', { name: '9:16' })).toBeChecked()
    })

    await base.step(
      'the project saved where the layout says: one folder, its texts and its media',
      async () => {
        await rm(REPOSITORY, { recursive: true, force: true })
        for (const [path, bytes] of await editorFiles(page)) {
          await mkdir(dirname(join(REPOSITORY, path)), { recursive: true })
          await writeFile(join(REPOSITORY, path), bytes)
        }
        const folder = join(REPOSITORY, PROJECTS, SLUG)
        const frontMatter = async (file: string) =>
          parse(
            /^---\n([\s\S]*?)\n---\n/.exec(await readFile(join(folder, file), 'utf8'))?.[1] ?? '',
          )
        // What the built pages do not show (project-added.spec.ts).
        expect(await frontMatter('index.en.md')).toMatchObject({
          title: text.en.title,
          category: 'product-photography',
          order: 4,
          featured: true,
          cover: 'bottle.webp',
          loop: 'bottle-loop.mp4',
          credits: credits.map(([role, , name]) => ({ role, name })),
        })
        // The shared fields once, in the default language's file; the Spanish file says its words.
        expect(await frontMatter('index.es.md')).toEqual({
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
        // The PNG, over the editor's 25 MB, is saved a WebP 1600 px wide, under issue 56's 10 MB.
        const cover = join(folder, 'bottle.webp')
        expect((await stat(join(UPLOADS, 'bottle.png'))).size).toBeGreaterThan(25_000_000)
        expect((await sharp(cover).metadata()).width).toBe(1600)
        expect((await stat(cover)).size).toBeLessThan(10_000_000)
      },
    )

    const content = [join(REPOSITORY, PROJECTS), join(REPOSITORY, SITE_DIR)]
    execFileSync(process.execPath, ['tools/build.mjs', OUT, ...content], { stdio: 'ignore' })
    site = await serveAdded()
  },
)

// The build of what the session saved puts the one folder everywhere a project appears. Served
// by the session once built, in this worker (a worker-scoped fixture would move the journeys to
// the end of the run, apart from the session: Playwright orders test groups by them first); a
// journey run alone serves the last session's build.
base.afterAll(() => site?.stop())
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies here
  baseURL: async ({}, use) => use((site ??= await serveAdded()).origin),
})

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
