import { expectNoAxeViolations } from '../support/axe'
import { expect, focusMovedInto, test } from '../support/fixtures'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

test('the mobile menu opens with the links and the language switch, passes axe, closes on Escape and when a link is chosen, and switches language', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Our Work' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Work with us' })).toBeVisible()
  await expect(menu.getByRole('switch', { name: 'Spanish version (Español)' })).toBeAttached()
  await expectNoAxeViolations(page)
  await focusMovedInto(menu)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  await test.step('a link chosen closes it and goes there', async () => {
    await menuButton.click()
    await menu.getByRole('link', { name: 'Our Work' }).click()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('dialog')).toBeHidden()
    await menuButton.click()
    await menu.getByRole('link', { name: 'Work with us' }).click()
    await expect(page).toHaveURL('/#contact')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(
      page.getByRole('heading', { name: "Let's create something unreal" }),
    ).toBeInViewport()
  })

  await test.step('the language switched from inside it', async () => {
    await menuButton.click()
    await menu.getByText('ES', { exact: true }).click()
    await expect(page).toHaveURL('/es#contact')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible()
  })
})
