// Uses Playwright's plain `test`: these journeys act before the page is interactive on purpose.
import { expect, test } from '@playwright/test'
import { waitUntilInteractive } from './fixtures'

test('a tap on the language switch before the page is interactive leaves it working afterwards', async ({
  page,
}) => {
  let release: () => void = () => {}
  const appHeldBack = new Promise<void>((resolve) => {
    release = resolve
  })
  // Hold the app's code back, as a slow phone would, so the tap lands on the prerendered HTML.
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await appHeldBack
    await route.continue()
  })
  await page.goto('/projects', { waitUntil: 'load' })
  await page.getByText('ES', { exact: true }).first().click()
  await expect(page).toHaveURL('/projects')

  release()
  await waitUntilInteractive(page)
  const toggle = page.getByRole('checkbox', { name: 'Spanish version (Español)' })
  await expect(toggle).not.toBeChecked()
  await page.getByText('ES', { exact: true }).first().click()
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro trabajo' })).toBeVisible()
})

test('the send button waits for the page to be interactive, so an early tap sends nothing', async ({
  page,
}) => {
  let release: () => void = () => {}
  const appHeldBack = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await appHeldBack
    await route.continue()
  })
  await page.goto('/#contact', { waitUntil: 'load' })
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
  release()
  await waitUntilInteractive(page)
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
  await expect(page).toHaveURL('/#contact')
})
