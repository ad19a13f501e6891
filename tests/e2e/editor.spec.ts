import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
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
 * reload, an edit saved is the one line it changed, and a video's Film group shows its file's
 * film. A whole session's new project (an original, a result, a quote, two gallery pictures, one
 * moved, two paragraphs, a 7000×5000 PNG as its cover), saved and built, is
 * project-added.spec.ts's (tests/support/addedProject.ts).
 */
const REPOSITORY = 'node_modules/.cache/editor-journey'
const lines = (text: string) => text.split('\n')

test("a new project's typed text outlives a reload; an order edited is a one-line change; a film shows in its group", async ({
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

  // A video's film as its file writes it (a Film group: its address, its frame) is what the
  // editor shows.
  await page.getByRole('row', { name: 'Neon Requiem' }).click()
  const film = await field(pane(page, 'English'), 'Film')
  await expect((await field(film, 'Address')).getByRole('textbox')).toHaveValue(
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  )
  await expect((await field(film, 'Frame')).getByRole('radio', { name: '9:16' })).toBeChecked()
})
