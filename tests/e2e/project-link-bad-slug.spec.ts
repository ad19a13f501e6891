import { expect, test, waitUntilInteractive } from '../support/fixtures'

/**
 * Addresses a hostile or broken link may carry, and where each must end up: one of each way the
 * app drops a project (no such project, refused by the search's schema, broken percent-encoding),
 * in both languages, keeping what else the address holds. Every other shape the schema refuses
 * (empty, repeated, markup, …) is a case of projectsSearch.test.ts.
 */
const cases = [
  { url: '/projects?project=nope', clean: '/projects' },
  { url: '/projects?project=%E0%A4%A', clean: '/projects' },
  { url: '/projects?project=CASA-MAREA&ref=mail', clean: '/projects?ref=mail' },
  {
    url: '/es/projects?project=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    clean: '/es/projects',
  },
]

test('a bad project in the address shows the page without a modal and cleans the address', async ({
  page,
  gotoReady,
}) => {
  test.slow() // four addresses, each opened after the home page and left with Back
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })

  for (const { url, clean } of cases) {
    await test.step(url, async () => {
      await gotoReady('/')
      await gotoReady(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page).toHaveURL(clean)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // Replaced, not pushed: Back skips the bad address and returns to the page before.
      await page.goBack()
      await expect(page).toHaveURL('/')
      await waitUntilInteractive(page)
    })
  }
  expect(problems).toEqual([])
})
