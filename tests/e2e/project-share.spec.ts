import { type Page } from '@playwright/test'
import { expect, test, type GotoReady } from '../support/fixtures'

declare global {
  interface Window {
    shared?: ShareData[]
  }
}

/**
 * Each way of sharing once, in one language or the other: only the toast's words differ. Opens the
 * shared link of Casa Marea (in Spanish with `prefix` '/es') and presses its Share.
 */
async function share(page: Page, gotoReady: GotoReady, prefix = '') {
  await gotoReady(`${prefix}/projects?project=casa-marea`)
  const dialog = page.getByRole('dialog', { name: 'Casa Marea' })
  await dialog.getByRole('button', { name: prefix ? 'Compartir' : 'Share' }).click()
  return dialog
}

test('sharing a project opens the system share sheet where there is one (/en)', async ({
  page,
  gotoReady,
}) => {
  // A browser with a share sheet: it records what it was asked to share.
  await page.addInitScript(() => {
    window.shared = []
    Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true })
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        window.shared?.push(data)
        return Promise.resolve()
      },
    })
  })
  await share(page, gotoReady)
  await expect
    .poll(() => page.evaluate(() => window.shared))
    .toEqual([{ title: 'Casa Marea', url: page.url() }])
  await expect(page.getByText('Link copied')).toHaveCount(0)
})

test('sharing a project copies its link and says so where there is no share sheet (/es)', async ({
  page,
  context,
  gotoReady,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined })
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const dialog = await share(page, gotoReady, '/es')
  await expect(page.getByText('Enlace copiado')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  await expect(dialog).toBeVisible()
})

test('sharing a project where the clipboard is refused says the link could not be copied (/en)', async ({
  page,
  gotoReady,
}) => {
  // No share sheet, and a clipboard that refuses to be written (as a browser does without the
  // permission, or outside a secure context).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined })
    Object.defineProperty(Clipboard.prototype, 'writeText', {
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    })
  })
  const dialog = await share(page, gotoReady)
  await expect(page.getByText('The link could not be copied')).toBeVisible()
  await expect(page.getByText('Link copied')).toHaveCount(0)
  await expect(dialog).toBeVisible()
})
