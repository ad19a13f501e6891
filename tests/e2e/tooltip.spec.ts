import { expect, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

test('an icon-only control shows its name as a tooltip after the open delay', async ({ page }) => {
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.hover()
  const tooltip = page.getByRole('tooltip', { name: 'Open menu' })
  await page.waitForTimeout(400)
  await expect(tooltip).toBeHidden()
  await expect(tooltip).toBeVisible({ timeout: 1500 })
  await page.mouse.move(10, 500)
  await expect(tooltip).toBeHidden()
})
