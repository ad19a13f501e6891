import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { parse } from 'yaml'
import { locales } from '../../shared/locales'
import { SITE_DIR, siteFile, siteKinds, type SiteKind } from '../../src/content/siteSchema'
import {
  client,
  credits,
  galleryFiles,
  OUT,
  quoteName,
  SERVICE_PLACE,
  SLUG,
  text,
} from '../support/addedProject'
import { expect } from '../support/fixtures'
import { missingSpanishTitle, newService, spanishHeroTitle } from '../support/siteWords'

// Built once per run, before their journeys: in a worker's fixture, a retry would build again.
test.describe.configure({ mode: 'parallel', timeout: 600_000 })

test('the 60-project site (dist-many, projects-many.spec.ts)', () => {
  // Share cards as drafts: nothing reads their pixels, and each full one costs a second of CPU.
  execFileSync('npm', ['run', '--silent', 'build:many-projects'], {
    stdio: 'ignore',
    env: { ...process.env, SHARE_CARDS: 'draft' },
  })
})

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

/** Every file the editor's folder holds, base64, by path. */
const editorFiles = (page: Page) =>
  page.evaluate(async () => {
    // Chromium refuses to read a file while the editor is writing it (NotReadableError).
    async function readWhenWritten(handle: FileSystemFileHandle) {
      for (let tries = 1; ; tries++) {
        try {
          return await (await handle.getFile()).arrayBuffer()
        } catch (error) {
          if (tries === 50 || (error as DOMException).name !== 'NotReadableError') throw error
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }
    const found: Record<string, string> = {}
    async function walk(folder: FileSystemDirectoryHandle, path: string) {
      const entries = (
        folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()
      for await (const [name, handle] of entries) {
        const inside = path ? `${path}/${name}` : name
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, inside)
        else {
          const bytes = await readWhenWritten(handle as FileSystemFileHandle)
          let binary = ''
          for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
          found[inside] = btoa(binary)
        }
      }
    }
    await walk(await navigator.storage.getDirectory(), '')
    return found
  })

/**
 * The lines of `path` the editor's copy changes, as [before, after] (`[]` when untouched).
 */
async function changedLines(page: Page, path: string) {
  const before = (await readFile(path, 'utf8')).split('\n')
  const saved = await page.evaluate(async (path) => {
    const parts = path.split('/')
    let folder = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
    const handle = await folder.getFileHandle(parts.at(-1) ?? '')
    // Chromium refuses to read a file while the editor is writing it (NotReadableError).
    for (let tries = 1; ; tries++) {
      try {
        return await (await handle.getFile()).text()
      } catch (error) {
        if (tries === 50 || (error as DOMException).name !== 'NotReadableError') throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }, path)
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
test('the editor: each edit saved is one line of one file; a typed draft outlives a reload; a film shows in its group; a service without its Spanish title is refused; one project added, built (dist-added, project-added.spec.ts)', async ({
  page,
}) => {
  await mkdir(UPLOADS, { recursive: true })
  await largePng(join(UPLOADS, 'bottle.png'))
  const published = join(PROJECTS, 'casa-marea')
  await cp(join(published, 'gallery/1-terraces.webp'), join(UPLOADS, 'salt-flat.webp'))
  await cp(join(published, 'gallery/2-sunset.webp'), join(UPLOADS, 'dusk.webp'))
  await cp(join(published, 'loop.mp4'), join(UPLOADS, 'bottle-loop.mp4'))
  await cp(join(published, 'gallery/3-shore.webp'), join(UPLOADS, 'packshot.webp'))
  await openEditor(page)

  await test.step("the Spanish hero's title", async () => {
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

  await test.step('a word of the AI page, Markdown in a file of its own', async () => {
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

  await test.step('a new project, its typed title outliving a reload, in both languages', async () => {
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
    await (await field(english, 'Category')).getByRole('radio', { name: text.en.category }).check()
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
  })

  await test.step('a service without its Spanish title is refused, nothing written; then saved with it', async () => {
    await openSiteEntry(page, 'Services')
    const services = await field(page.getByRole('group', { name: 'Content Editor' }), 'Services')
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
  })

  await test.step("a project's order edited", async () => {
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

  await test.step("a video's Film group", async () => {
    await page.getByRole('row', { name: 'Neon Requiem' }).click()
    const film = await field(pane(page, 'English'), 'Film')
    await expect((await field(film, 'Address')).getByRole('textbox')).toHaveValue(
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    )
    await expect((await field(film, 'Frame')).getByRole('radio', { name: '9:16' })).toBeChecked()
  })

  await test.step('the project saved where the layout says: one folder, its texts and its media', async () => {
    await rm(REPOSITORY, { recursive: true, force: true })
    for (const [path, base64] of Object.entries(await editorFiles(page))) {
      await mkdir(dirname(join(REPOSITORY, path)), { recursive: true })
      await writeFile(join(REPOSITORY, path), Buffer.from(base64, 'base64'))
    }
    const folder = join(REPOSITORY, PROJECTS, SLUG)
    const frontMatter = async (file: string) =>
      parse(/^---\n([\s\S]*?)\n---\n/.exec(await readFile(join(folder, file), 'utf8'))?.[1] ?? '')
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
  })

  const content = [join(REPOSITORY, PROJECTS), join(REPOSITORY, SITE_DIR)]
  execFileSync(process.execPath, ['tools/build.mjs', OUT, ...content], { stdio: 'ignore' })
})
