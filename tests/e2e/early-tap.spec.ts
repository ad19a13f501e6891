// Uses Playwright's plain `test`: these journeys act before the page is interactive on purpose.
import { expect, test, type Page } from '@playwright/test'
import { holdBack, waitUntilInteractive } from './fixtures'

/** Holds the app's code back, as a slow phone would, so taps land on the prerendered HTML. */
const holdAppBack = (page: Page) => holdBack(page, /\/assets\/main-[^/]+\.js$/)

test('the language switch works before the page is interactive, and keeps working after', async ({
  page,
}) => {
  const release = await holdAppBack(page)
  await page.goto('/projects?ref=mail', { waitUntil: 'load' })
  // Without the app the switch is a plain link to the prerendered page in the other language.
  await page.getByRole('switch', { name: 'Spanish version (Español)' }).click()
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro trabajo' })).toBeVisible()

  release()
  await waitUntilInteractive(page)
  const toggle = page.getByRole('switch', { name: 'Versión en español' })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Work' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Spanish version (Español)' })).not.toBeChecked()
})

test('the send button waits for the page to be interactive, so an early tap sends nothing', async ({
  page,
}) => {
  const release = await holdAppBack(page)
  await page.goto('/#contact', { waitUntil: 'load' })
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
  release()
  await waitUntilInteractive(page)
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
  await expect(page).toHaveURL('/#contact')
})
