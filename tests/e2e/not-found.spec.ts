import { expect, test } from '../support/fixtures'

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

  // The not-found pages' HTML in each language (noindex): tools/prerender/prerender.test.ts.
  for (const [path, lang] of [
    ['/this/does/not/exist', 'en'],
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
    // The host serves one not-found page for every missing path; the switch names this one.
    await expect(page.getByRole('switch', { name: 'Versión en español' }).first()).toHaveAttribute(
      'href',
      '/no-existe',
    )
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/es')
  })

  test('an unknown language prefix is a missing page, in English', async ({ page }) => {
    const response = await page.goto('/fr/projects')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(
      page.getByRole('switch', { name: 'Spanish version (Español)' }).first(),
    ).toHaveAttribute('href', '/es/fr/projects')
  })
})
