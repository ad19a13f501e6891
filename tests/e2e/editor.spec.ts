import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { saved } from '../support/addedProject'
import {
  addService,
  field,
  fillSpanishHeroTitle,
  openEditorOn,
  openHomePage,
  openServices,
  openSiteEntry,
  pane,
  prepareRepository,
  PROJECTS,
} from '../support/editor'
import { expect, test } from '../support/fixtures'
import { missingSpanishTitle, newService, spanishHeroTitle } from '../support/siteWords'

/**
 * The browser editor (Sveltia CMS, local repository) on the content the studio has, in one
 * session: an edit saved is the one line it changed, of one file (the Spanish hero's title, a word
 * of the AI page, a project's order); what is typed in a new project outlives a reload; a video's
 * Film group shows its file's film; a service without its Spanish title is refused, the field
 * named by its label, in the words the build refuses it in (readSite.test.ts;
 * tests/support/siteWords.ts). A whole session's new project and new service, saved and built, is
 * project-added.spec.ts's (tests/support/addedProject.ts).
 */
const REPOSITORY = 'node_modules/.cache/editor-journey'
const CASA_MAREA = `${PROJECTS}/casa-marea/index`

/** A file of the editor's folder, as it saved it. */
const fileIn = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const parts = path.split('/')
    let folder = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text()
  }, path)

/**
 * The lines of `path` the editor's saved copy changes, as [before, after] (or how many lines it
 * has, when that differs). Read in a poll: the editor may still be writing the file (Chromium then
 * refuses to read it), and a poll tries again.
 */
async function changedLines(page: Page, path: string) {
  const before = (await readFile(path, 'utf8')).split('\n')
  const after = (await fileIn(page, path)).split('\n')
  if (after.length !== before.length) return `${after.length} lines, not ${before.length}`
  return before.flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]))
}

/** The file at `path` is as in the working copy. */
const untouched = async (page: Page, path: string) =>
  expect(await fileIn(page, path)).toBe(await readFile(path, 'utf8'))

/**
 * Resolves once the editor has backed up the open entry's unsaved draft: Sveltia CMS writes it to
 * the `draft-backups` store of its IndexedDB database half a second after the last change typed,
 * and offers it back when the entry is opened again (docs/content.md, "What the editor keeps").
 */
async function draftBackedUp(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const opened = (name: string) =>
          new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(name)
            request.onsuccess = () => resolve(request.result)
            request.onerror = () => reject(request.error)
          })
        for (const { name } of await indexedDB.databases()) {
          const db = await opened(name ?? '')
          const store = 'draft-backups'
          const count = db.objectStoreNames.contains(store)
            ? await new Promise<number>((resolve) => {
                const request = db.transaction(store).objectStore(store).count()
                request.onsuccess = () => resolve(request.result)
              })
            : 0
          db.close()
          if (count > 0) return true
        }
        return false
      }),
    )
    .toBe(true)
}

test('one session: each edit saved is one line of one file; a typed draft outlives a reload; a film shows in its group; a service without its Spanish title is refused', async ({
  page,
}) => {
  // Two editor journeys in one session (one copy, one opening of the editor): about 20 s quiet.
  test.setTimeout(120_000)
  await prepareRepository(REPOSITORY)
  await openEditorOn(page, REPOSITORY)
  // Sveltia CMS 0.221.1 backs drafts up in the local mode once the page has been reloaded after
  // the folder was chosen (docs/content.md, "What the editor keeps").
  await page.reload()

  await test.step("the Spanish hero's title", async () => {
    await openHomePage(page)
    await fillSpanishHeroTitle(page, spanishHeroTitle)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() => changedLines(page, 'src/content/site/home.es.json'))
      .toEqual([
        [
          '    "title": "Hacemos que lo irreal parezca real",',
          `    "title": "${spanishHeroTitle}",`,
        ],
      ])
    await untouched(page, 'src/content/site/home.en.json')
  })

  await test.step('a word of the AI page, Markdown in a file of its own', async () => {
    await openSiteEntry(page, 'How we use AI page', { spanish: true })
    const markdown = await readFile('src/content/ai/es.md', 'utf8')
    const text = (await field(pane(page, 'Spanish'), 'Text')).getByRole('textbox', {
      name: 'Text',
    })
    await expect(text).toHaveValue(markdown.trimEnd())
    await text.fill(markdown.trimEnd().replace('IA generativa,', 'IA generativa propia,'))
    await page.getByRole('button', { name: 'Save' }).click()
    const line = markdown.split('\n').find((words) => words.includes('IA generativa,')) ?? ''
    await expect
      .poll(() => changedLines(page, 'src/content/ai/es.md'))
      .toEqual([[line, line.replace('IA generativa,', 'IA generativa propia,')]])
    await untouched(page, 'src/content/ai/en.md')
  })

  await test.step("a new project's typed text outlives a reload", async () => {
    await page.getByRole('treeitem', { name: 'Projects' }).click()
    await page.getByRole('button', { name: 'Create New Entry' }).click()
    const title = async () => (await field(pane(page, 'English'), 'Title')).getByRole('textbox')
    await (await title()).click()
    await (await title()).pressSequentially('Salt and Glass')
    await draftBackedUp(page)
    await page.reload()
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    await expect(await title()).toHaveValue('Salt and Glass')
    await page.getByRole('button', { name: 'Cancel Editing' }).click()
  })

  await test.step("a project's order edited", async () => {
    await page.getByRole('row', { name: 'Casa Marea' }).click()
    const order = (await field(pane(page, 'English'), 'Order')).getByRole('spinbutton')
    await order.click()
    await order.press('ControlOrMeta+A')
    await order.pressSequentially('5')
    await page.getByRole('button', { name: 'Save' }).click()
    await saved(page)
    await expect
      .poll(() => changedLines(page, `${CASA_MAREA}.en.md`))
      .toEqual([['order: 2', 'order: 5']])
    await untouched(page, `${CASA_MAREA}.es.md`)
  })

  await test.step("a video's Film group", async () => {
    await page.getByRole('row', { name: 'Neon Requiem' }).click()
    const film = await field(pane(page, 'English'), 'Film')
    await expect((await field(film, 'Address')).getByRole('textbox')).toHaveValue(
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    )
    await expect((await field(film, 'Frame')).getByRole('radio', { name: '9:16' })).toBeChecked()
    await page.getByRole('button', { name: 'Cancel Editing' }).click()
  })

  await test.step('a service without its Spanish title is refused, and nothing is written', async () => {
    await openServices(page)
    const service = await addService(page, { ...newService, title: { en: newService.title.en } })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Show Errors' })).toContainText(
      'One field has an error. Please correct it to save the entry.',
    )
    // The field, by its labels in the service, says what the build says of it (as it is read
    // out: the alert's icon is hidden).
    const [group, label] = missingSpanishTitle.labels
    const alert = `alert: ${JSON.stringify(missingSpanishTitle.words)}`
    const empty = await field(await field(service, group), label)
    await expect(empty.getByRole('alert')).toMatchAriaSnapshot(`- ${alert}`)
    await expect(empty.getByRole('textbox', { name: label })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    // And so does the editor's list of errors: one error, named by the field's label.
    await page.getByRole('button', { name: 'Show Errors' }).click()
    const errors = page.getByRole('group', { name: 'Validation' })
    await expect(errors.getByRole('alert')).toHaveCount(1)
    await expect(errors.getByRole('button', { name: label, exact: true })).toMatchAriaSnapshot(
      `- button ${JSON.stringify(label)}:\n  - ${alert}`,
    )
    await untouched(page, 'src/content/site/services.json')
  })
})
