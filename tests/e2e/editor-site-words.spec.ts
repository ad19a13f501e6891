import { readFile } from 'node:fs/promises'
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
} from '../support/editor'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { missingSpanishTitle, newService, spanishHeroTitle } from '../support/siteWords'

/**
 * The studio's words in the real editor (Sveltia CMS, local repository): the Spanish hero's title
 * changed and saved is one line of one file, and the English file is untouched; a service (Site
 * → Services, its words in each language side by side) without its Spanish title is refused, the field named by its label, in the words the build refuses it in
 * (readSite.test.ts; tests/support/siteWords.ts). A new service saved and built is
 * project-added.spec.ts's.
 */
const REPOSITORY = 'node_modules/.cache/editor-site-words'
const ENGLISH_HOME = 'src/content/site/home.en.json'
const SPANISH_HOME = 'src/content/site/home.es.json'
const SERVICES = 'src/content/site/services.json'
const ENGLISH_AI = 'src/content/ai/en.md'
const SPANISH_AI = 'src/content/ai/es.md'

/** The lines of `after` that differ from `before`'s, each as [before, after]. */
const changedLines = (before: string, after: string) => {
  const lines = after.split('\n')
  expect(lines).toHaveLength(before.split('\n').length)
  return before
    .split('\n')
    .flatMap((line, index) => (line === lines[index] ? [] : [[line, lines[index]]]))
}

/** A file of the editor's folder, as it saved it. */
const fileIn = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const parts = path.split('/')
    let folder = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text()
  }, path)

test("the Spanish hero's title and a word of the AI page, changed in the editor, are each one line of one file; a service without its Spanish title is refused", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await prepareRepository(REPOSITORY)
  await openEditorOn(page, REPOSITORY)
  await openHomePage(page)
  const before = await readFile(SPANISH_HOME, 'utf8')

  await fillSpanishHeroTitle(page, spanishHeroTitle)
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)

  expect(changedLines(before, await fileIn(page, SPANISH_HOME))).toEqual([
    ['    "title": "Hacemos que lo irreal parezca real",', `    "title": "${spanishHeroTitle}",`],
  ])
  const english = await readFile(ENGLISH_HOME, 'utf8')
  expect(await fileIn(page, ENGLISH_HOME)).toBe(english)

  // The AI page, Markdown in a file of its own: one word of the Spanish text is one line.
  await openSiteEntry(page, 'How we use AI page', { spanish: true })
  const markdown = await readFile(SPANISH_AI, 'utf8')
  const text = (await field(pane(page, 'Spanish'), 'Text')).getByRole('textbox', { name: 'Text' })
  await expect(text).toHaveValue(markdown.trimEnd())
  await text.fill(markdown.trimEnd().replace('IA generativa,', 'IA generativa propia,'))
  await page.getByRole('button', { name: 'Save' }).click()
  // Saved once the file has changed (the hero's "Entry saved." may still be showing).
  await expect.poll(() => fileIn(page, SPANISH_AI)).not.toBe(markdown)
  const line = markdown.split('\n').find((words) => words.includes('IA generativa,')) ?? ''
  expect(changedLines(markdown, await fileIn(page, SPANISH_AI))).toEqual([
    [line, line.replace('IA generativa,', 'IA generativa propia,')],
  ])
  expect(await fileIn(page, ENGLISH_AI)).toBe(await readFile(ENGLISH_AI, 'utf8'))

  // A new service with its English title only: Save is refused, and nothing is written.
  await openServices(page)
  const services = await readFile(SERVICES, 'utf8')
  const service = await addService(page, { ...newService, title: { en: newService.title.en } })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Show Errors' })).toContainText(
    'One field has an error. Please correct it to save the entry.',
  )
  // The field, by its labels in the service, says what the build says of it (as it is read out:
  // the alert's icon is hidden).
  const [group, label] = missingSpanishTitle.labels
  const alert = `alert: ${JSON.stringify(missingSpanishTitle.words)}`
  const empty = await field(await field(service, group), label)
  await expect(empty.getByRole('alert')).toMatchAriaSnapshot(`- ${alert}`)
  await expect(empty.getByRole('textbox', { name: label })).toHaveAttribute('aria-invalid', 'true')
  // And so does the editor's list of errors: one error, named by the field's label.
  await page.getByRole('button', { name: 'Show Errors' }).click()
  const errors = page.getByRole('group', { name: 'Validation' })
  await expect(errors.getByRole('alert')).toHaveCount(1)
  await expect(errors.getByRole('button', { name: label, exact: true })).toMatchAriaSnapshot(
    `- button ${JSON.stringify(label)}:\n  - ${alert}`,
  )
  expect(await fileIn(page, SERVICES)).toBe(services)
})
