import { expect, test } from './fixtures'

test.describe('the not-found page', () => {
  test('shows 404 with a way home and logs the missing path once', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    await page.goto('/this/does/not/exist')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found — Unreal Studio')
    expect(messages.filter((text) => text.includes('/this/does/not/exist'))).toHaveLength(1)

    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('is in Spanish under /es and returns to the Spanish home', async ({ page }) => {
    await page.goto('/es/no-existe')
    await expect(page.getByRole('heading', { name: '¡Uy! Página no encontrada' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/es')
  })
})
