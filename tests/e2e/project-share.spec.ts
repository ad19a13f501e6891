import { expect, test } from '../support/fixtures'

/** The browser as this page sets it up: whether it has a share sheet, a clipboard that writes. */
type Browser = { sheet: boolean; clipboard: boolean; shared: ShareData[] }

// One page, each way of sharing set up in turn (read when Share is pressed); in English: the
// language changes only the toast's words.
test('sharing a project: the share sheet where there is one, else the clipboard, saying when it could not be copied; a card opened in a new tab', async ({
  page,
  context,
  gotoReady,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    const browser: Browser = { sheet: true, clipboard: false, shared: [] }
    const write = Clipboard.prototype.writeText
    Object.defineProperties(Navigator.prototype, {
      canShare: { value: () => browser.sheet },
      share: { value: (data: ShareData) => Promise.resolve(browser.shared.push(data)) },
    })
    // Refused, as a browser does without the permission, or outside a secure context.
    Clipboard.prototype.writeText = function (text) {
      if (browser.clipboard) return write.call(this, text)
      return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    }
    Object.assign(window, { browser })
  })
  const setUp = (changes: Partial<Browser>) =>
    page.evaluate(
      (changes) => Object.assign((window as { browser?: Browser }).browser ?? {}, changes),
      changes,
    )
  await gotoReady('/projects?project=casa-marea')
  const dialog = page.getByRole('dialog', { name: 'Casa Marea' })
  const share = dialog.getByRole('button', { name: 'Share' })

  await share.click()
  await expect
    .poll(() => page.evaluate(() => (window as { browser?: Browser }).browser?.shared))
    .toEqual([{ title: 'Casa Marea', url: page.url() }])
  await expect(page.getByText(/^(Link copied|The link could not be copied)$/)).toHaveCount(0)

  await setUp({ sheet: false })
  await share.click()
  await expect(page.getByText('The link could not be copied')).toBeVisible()
  await expect(page.getByText('Link copied')).toHaveCount(0)
  await expect(dialog).toBeVisible()

  await setUp({ clipboard: true })
  await share.click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

  await test.step('a card opened in a new tab shows its project there, and leaves this page as it was', async () => {
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL('/projects')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('region', { name: 'All projects' })
        .getByRole('link', { name: 'Open Casa Marea' })
        .click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(tab).toHaveURL('/projects?project=casa-marea')
    await expect(tab.getByRole('dialog', { name: 'Casa Marea' })).toBeVisible()
    await tab.close()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL('/projects')
  })
})
