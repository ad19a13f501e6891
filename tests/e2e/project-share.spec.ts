import { expect, test } from '../support/fixtures'

declare global {
  interface Window {
    shared?: ShareData[]
  }
}

// One page, in English: the browser's share sheet and clipboard are read when Share is pressed,
// so each way of sharing is set up in turn; the language changes only the toast's words.
test("sharing a project's link: the share sheet where there is one, else the clipboard, saying when it could not be copied; a card opened in a new tab", async ({
  page,
  context,
  gotoReady,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoReady('/projects?project=casa-marea')
  const dialog = page.getByRole('dialog', { name: 'Casa Marea' })
  const share = dialog.getByRole('button', { name: 'Share' })

  await test.step('a browser with a share sheet: it gets the title and the address', async () => {
    await page.evaluate(() => {
      window.shared = []
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: () => true,
      })
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => Promise.resolve(window.shared?.push(data)),
      })
    })
    await share.click()
    await expect
      .poll(() => page.evaluate(() => window.shared))
      .toEqual([{ title: 'Casa Marea', url: page.url() }])
    await expect(page.getByText('Link copied')).toHaveCount(0)
  })

  await test.step('no share sheet, and a clipboard that refuses (no permission, or not a secure context)', async () => {
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined })
      const write = Clipboard.prototype.writeText
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      })
      Object.assign(window, { restoreClipboard: () => (Clipboard.prototype.writeText = write) })
    })
    await share.click()
    await expect(page.getByText('The link could not be copied')).toBeVisible()
    await expect(page.getByText('Link copied')).toHaveCount(0)
    await expect(dialog).toBeVisible()
  })

  await test.step('no share sheet: the link is copied, and a toast says so', async () => {
    await page.evaluate(() =>
      (window as unknown as { restoreClipboard: () => void }).restoreClipboard(),
    )
    await share.click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

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
