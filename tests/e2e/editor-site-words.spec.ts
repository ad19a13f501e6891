import { readFile } from 'node:fs/promises'
import { saved } from '../support/addedProject'
import { field, openEditorOn, pane, prepareRepository, putFile } from '../support/editor'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'

/**
 * The studio's words in the real editor (Sveltia CMS, local repository): the Spanish hero's title
 * changed and saved is one line of one file, and the English file is untouched. The build's check
 * of the files is readSite.test.ts.
 */
const REPOSITORY = 'node_modules/.cache/editor-site-words'
const SPANISH_HOME = 'src/content/site/home.es.json'

/** A file of the editor's folder, as it saved it. */
const fileIn = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const parts = path.split('/')
    let folder = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text()
  }, path)

test("the Spanish hero's title, changed in the editor, is one line of one file", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await prepareRepository(REPOSITORY)
  await page.goto('/admin')
  for (const path of [
    'src/content/site/home.en.json',
    SPANISH_HOME,
    'src/content/site/services.json',
    'src/content/site/pages.en.json',
    'src/content/site/pages.es.json',
    'shared/studio.json',
    'src/content/site/categories.json',
    'src/content/site/creditRoles.json',
  ]) {
    await putFile(page, path, await readFile(path))
  }
  await openEditorOn(page, REPOSITORY)
  await page.getByRole('treeitem', { name: 'Site' }).click()
  await page.getByRole('row', { name: 'Home page' }).click()
  const before = await readFile(SPANISH_HOME, 'utf8')

  await page.getByRole('radio', { name: 'Spanish' }).last().click()
  const hero = await field(pane(page, 'Spanish'), 'Hero')
  await hero
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Hacemos que lo irreal parezca verdad')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page)

  const after = (await fileIn(page, SPANISH_HOME)).split('\n')
  const changed = before
    .split('\n')
    .flatMap((line, index) => (line === after[index] ? [] : [[line, after[index]]]))
  expect(changed).toEqual([
    [
      '    "title": "Hacemos que lo irreal parezca real",',
      '    "title": "Hacemos que lo irreal parezca verdad",',
    ],
  ])
  expect(after).toHaveLength(before.split('\n').length)
  expect(await fileIn(page, 'src/content/site/home.en.json')).toBe(
    await readFile('src/content/site/home.en.json', 'utf8'),
  )
})
