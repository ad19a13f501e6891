import { expect, test } from '../support/fixtures'

declare global {
  interface Window {
    shared?: ShareData[]
  }
}

for (const { prefix, title, share, copied, refused } of [
  {
    prefix: '',
    title: 'Casa Marea',
    share: 'Share',
    copied: 'Link copied',
    refused: 'The link could not be copied',
  },
  {
    prefix: '/es',
    title: 'Casa Marea',
    share: 'Compartir',
    copied: 'Enlace copiado',
    refused: 'No se ha podido copiar el enlace',
  },
]) {
  const link = `${prefix}/projects?project=casa-marea`

  // Each way of sharing once, in one language or the other: only the toast's words differ.
  if (prefix === '')
    test(`sharing a project opens the system share sheet where there is one (${prefix || '/en'})`, async ({
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
      await gotoReady(link)
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.getByRole('button', { name: share }).click()
      await expect
        .poll(() => page.evaluate(() => window.shared))
        .toEqual([{ title, url: page.url() }])
      await expect(page.getByText(copied)).toHaveCount(0)
    })

  if (prefix === '/es')
    test(`sharing a project copies its link and says so where there is no share sheet (${prefix || '/en'})`, async ({
      page,
      context,
      gotoReady,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined })
      })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await gotoReady(link)
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.getByRole('button', { name: share }).click()
      await expect(page.getByText(copied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
      await expect(dialog).toBeVisible()
    })

  if (prefix === '')
    test(`sharing a project where the clipboard is refused says the link could not be copied (${prefix || '/en'})`, async ({
      page,
      gotoReady,
    }) => {
      // No share sheet, and a clipboard that refuses to be written (as a browser does without the
      // permission, or outside a secure context).
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined })
        Object.defineProperty(Clipboard.prototype, 'writeText', {
          value: () =>
            Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        })
      })
      await gotoReady(link)
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.getByRole('button', { name: share }).click()
      await expect(page.getByText(refused)).toBeVisible()
      await expect(page.getByText(copied)).toHaveCount(0)
      await expect(dialog).toBeVisible()
    })
}
