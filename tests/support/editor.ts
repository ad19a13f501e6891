import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { locales } from '../../shared/locales'
import { siteFile, siteKinds, type Service, type SiteKind } from '../../src/content/siteSchema'
import { expect } from './fixtures'

/**
 * The browser editor (Sveltia CMS at /admin) driven on a copy of the repository, as the studio
 * drives it with `npm run edit`: its local mode reads and writes a folder the person picks
 * (`showDirectoryPicker`, the File System Access API). A test cannot answer the browser's own
 * picker, so the picker is answered with the page's origin-private file system (OPFS), the same
 * API and the browser's own implementation of it: the prepared folder is copied into it before the
 * editor opens, and what the editor wrote is copied back into the folder after it saves. Sveltia
 * has no local proxy server (it ignores Decap's `local_backend`), so this is the real editor on
 * the real files, with only the picker answered.
 */

/** Where the repository copy lives, and where its projects are (the editor's `folder`). */
export const PROJECTS = 'src/content/projects'
/** The files of the studio's words the editor's Site collection edits, besides the projects. */
const SITE_WORDS = [
  ...new Set(
    (Object.keys(siteKinds) as SiteKind[]).flatMap((kind) =>
      locales.map((locale) => siteFile(kind, locale)),
    ),
  ),
]

/**
 * A repository the editor accepts (a `.git`, the projects and the studio's words), copied from
 * the working copy.
 */
export async function prepareRepository(dir: string) {
  await rm(dir, { recursive: true, force: true })
  await mkdir(join(dir, '.git'), { recursive: true })
  for (const path of [PROJECTS, ...SITE_WORDS]) {
    await cp(path, join(dir, path), { recursive: true })
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

/** Puts `bytes` at `path` in the page's folder (OPFS), where the editor reads its repository. */
async function putFile(page: Page, path: string, bytes: Buffer) {
  await page.evaluate(
    async ({ path, base64 }) => {
      const parts = path.split('/')
      let folder = await navigator.storage.getDirectory()
      for (const part of parts.slice(0, -1)) {
        folder = await folder.getDirectoryHandle(part, { create: true })
      }
      const writable = await (
        await folder.getFileHandle(parts.at(-1) ?? '', { create: true })
      ).createWritable()
      await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
      await writable.close()
    },
    { path, base64: bytes.toString('base64') },
  )
}

/**
 * Opens the editor with its local repository being `dir` (its files copied into the page's
 * OPFS), and waits for its list of projects.
 */
export async function openEditorOn(page: Page, dir: string) {
  await page.addInitScript(() => {
    const picker = window as unknown as { showDirectoryPicker: () => Promise<unknown> }
    picker.showDirectoryPicker = () => navigator.storage.getDirectory()
  })
  await page.goto('/admin')
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    await root.getDirectoryHandle('.git', { create: true })
  })
  for (const file of await filesUnder(dir)) {
    await putFile(page, relative(dir, file), await readFile(file))
  }
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible()
}

/** Every file the editor's folder holds (the projects, the studio's words), copied back into `dir`. */
export async function copyBack(page: Page, dir: string) {
  const files = await page.evaluate(
    async (folders) => {
      const found: { path: string; base64: string }[] = []
      async function walk(folder: FileSystemDirectoryHandle, path: string) {
        const entries = (
          folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
        ).entries()
        for await (const [name, handle] of entries) {
          const inside = `${path}/${name}`
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, inside)
          else {
            const bytes = new Uint8Array(
              await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
            )
            let binary = ''
            for (const byte of bytes) binary += String.fromCharCode(byte)
            found.push({ path: inside, base64: btoa(binary) })
          }
        }
      }
      for (const path of folders) {
        let folder = await navigator.storage.getDirectory()
        for (const part of path.split('/')) folder = await folder.getDirectoryHandle(part)
        await walk(folder, path)
      }
      return found
    },
    [PROJECTS, ...new Set(SITE_WORDS.map((file) => dirname(file)))],
  )
  for (const { path, base64 } of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), Buffer.from(base64, 'base64'))
  }
}

/** The editor's pane for a language (`English`, `Spanish`), as a person switches to it. */
export function pane(page: Page, language: 'English' | 'Spanish'): Locator {
  return page.getByRole('group', { name: `Edit \u2068${language}\u2069 Content` })
}

/** A field of a pane by its label, brought into view (the editor renders fields as they show). */
export async function field(within: Locator, label: string): Promise<Locator> {
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
export const items = (list: Locator) =>
  list
    .getByRole('group')
    .filter({ has: list.page().getByRole('button', { name: 'Remove' }) })
    .filter({ hasNot: list.page().getByRole('button', { name: /^Add/ }) })

/**
 * One entry of the editor's Site collection opened, by its label (`siteKinds`' labels); for a
 * kind with a file per language, the Spanish pane beside the English one.
 */
export async function openSiteEntry(page: Page, label: string, { spanish = false } = {}) {
  await page.getByRole('treeitem', { name: 'Site' }).click()
  await page.getByRole('row', { name: label }).click()
  if (spanish) await page.getByRole('radio', { name: 'Spanish' }).last().click()
}

/** Site → Home page opened in the editor, the Spanish pane beside the English one. */
export const openHomePage = (page: Page) => openSiteEntry(page, 'Home page', { spanish: true })

/** The Spanish hero's title, typed over in the Spanish pane. */
export async function fillSpanishHeroTitle(page: Page, title: string) {
  const hero = await field(pane(page, 'Spanish'), 'Hero')
  await hero.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
}

type Words = Partial<Service['title']>

/** Site → Services opened in the editor: one list for both languages, in one pane. */
export const openServices = (page: Page) => openSiteEntry(page, 'Services')

/**
 * A service added at the end of the services' list (Site → Services, open: its words in each
 * language side by side; a language left out is left empty), then moved by keyboard on its
 * handle up to `place` (0: the top) if one is given. Returns the added item while it is last.
 */
export async function addService(
  page: Page,
  service: Omit<Service, 'title'> & { title: Words },
  place?: number,
) {
  const services = await field(page.getByRole('group', { name: 'Content Editor' }), 'Services')
  await services.getByRole('button', { name: 'Add \u2068Service\u2069' }).click()
  const item = items(services).last()
  // Each field found as the editor draws it, once it is in view (`field`).
  await (await field(item, 'Id')).getByRole('textbox').fill(service.id)
  await (await field(item, 'Icon')).getByRole('radio', { name: service.icon }).check()
  const languages = [
    ['en', 'English'],
    ['es', 'Spanish'],
  ] as const
  for (const [label, words] of [
    ['Title', service.title],
    ['Description', service.description],
  ] as const) {
    const group = await field(item, label)
    for (const [locale, name] of languages) {
      const text = (words as Words)[locale]
      if (text !== undefined) await group.getByRole('textbox', { name }).fill(text)
    }
  }
  if (place !== undefined) {
    const moves = (await items(services).count()) - 1 - place
    await item.getByRole('button', { name: 'Reorder Item' }).focus()
    for (let move = 0; move < moves; move++) await page.keyboard.press('ArrowUp')
  }
  return item
}
