import { expect, test } from './fixtures'

test.describe('the not-found page', () => {
  test('shows 404 with a way home and logs the missing path once', async ({ page, gotoReady }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    await gotoReady('/this/does/not/exist')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found — Unreal Studio')
    expect(messages.filter((text) => text.includes('/this/does/not/exist'))).toHaveLength(1)

    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  for (const [path, lang] of [
    ['/this/does/not/exist', 'en'],
    ['/es/no-existe', 'es'],
    ['/es/a/b', 'es'],
  ] as const) {
    test(`answers ${path} with status 404 and the page in its language`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain(`<html lang="${lang}"`)
    })
  }

  test('is in Spanish under /es and returns to the Spanish home', async ({ page, gotoReady }) => {
    await gotoReady('/es/no-existe')
    await expect(page.getByRole('heading', { name: '¡Uy! Página no encontrada' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/es')
  })
})
