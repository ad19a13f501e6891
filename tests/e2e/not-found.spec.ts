import { expect, test } from '../support/fixtures'

// The not-found page's status and language for each kind of address: worker/test/served.test.ts;
// its HTML (noindex): tools/prerender/prerender.test.ts. Here, the page the app takes over: the switch
// names the address asked for (the host serves one not-found page for every missing path), and
// the way home. Its note of the missing path, logged once, and the Spanish page's heading, switch
// and way home: tests/integration/routing.test.tsx (in the browser: pages-health.spec.ts).
test.describe('the not-found page', () => {
  test('an unknown language prefix is a missing page, in English: 404 with a way home', async ({
    page,
    gotoReady,
  }) => {
    const response = await gotoReady('/fr/projects')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Page not found — Unreal Studio')
    await expect(
      page.getByRole('switch', { name: 'Spanish version (Español)' }).first(),
    ).toHaveAttribute('href', '/es/fr/projects')

    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })
})
