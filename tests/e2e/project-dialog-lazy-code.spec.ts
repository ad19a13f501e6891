import { projectWindowWords } from '../../src/i18n/projectWindow'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

type ReceivedScript = { url: string; body: string }

/** Starts recording the JavaScript files the page receives; call the result to read them. */
function recordScripts(page: Page): () => Promise<ReceivedScript[]> {
  const scripts: ReceivedScript[] = []
  const reading: Promise<unknown>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const url = response.url()
    reading.push(
      response.text().then(
        (body) => scripts.push({ url, body }),
        () => scripts.push({ url, body: '' }),
      ),
    )
  })
  return async () => {
    await Promise.all(reading)
    return scripts
  }
}

/** Ark UI's dialog (zag's dialog machine) is the only code on the site that sets `aria-modal`. */
const carriesDialogCode = (scripts: ReceivedScript[]) =>
  scripts.some((script) => script.body.includes('aria-modal'))

const modalChunk = /\/ProjectModal-[\w-]+\.js$/

/** What an open project shows (the comparison, the outcome, what comes next) and its words. */
const carriesWindowBody = (scripts: ReceivedScript[]) =>
  scripts.some((script) => script.body.includes(projectWindowWords.en['related.write']))

test('the project modal and its dialog code load only when a project is about to open', async ({
  page,
  gotoReady,
}) => {
  await stubVideoHost(page)
  const scripts = recordScripts(page)
  await gotoReady('/', { waitUntil: 'networkidle' })
  expect((await scripts()).length).toBeGreaterThan(0)
  expect(carriesDialogCode(await scripts())).toBe(false)

  await gotoReady('/projects', { waitUntil: 'networkidle' })
  expect((await scripts()).some((script) => modalChunk.test(script.url))).toBe(false)
  expect(carriesDialogCode(await scripts())).toBe(false)
  expect(carriesWindowBody(await scripts())).toBe(false)

  const card = page
    .getByRole('region', { name: 'All projects' })
    .getByRole('link', { name: 'Open Neon Requiem' })
  await card.hover()
  await expect
    .poll(async () => (await scripts()).some((script) => modalChunk.test(script.url)))
    .toBe(true)
  await expect.poll(async () => carriesDialogCode(await scripts())).toBe(true)
  await card.click()
  await expect(page.getByRole('dialog', { name: 'Neon Requiem' })).toBeVisible()
  expect(carriesWindowBody(await scripts())).toBe(true)
})
