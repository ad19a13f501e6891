import { expect, test } from '../support/fixtures'

test.describe('the header', () => {
  test('is transparent at the top and turns dark once scrolled past 50 px', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    const header = page.locator('header').first()
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(header).toHaveCSS('backdrop-filter', /blur/)

    // Either side of the 50 px line, each reached from the other state, so each is a change the
    // header has to make (not a state it merely keeps).
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 60))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('links to home, our work and the contact section', async ({ page, gotoReady }) => {
    await gotoReady('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Our Work' }).click()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Work' })).toBeVisible()

    await page.getByRole('banner').getByRole('link', { name: 'Unreal Studio' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('"Work with us" scrolls to the contact section from any page, also a second time', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/projects')
    const workWithUs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Work with us',
    })
    await workWithUs.click()
    await expect(page).toHaveURL('/#contact')
    const contactHeading = page.getByRole('heading', { name: "Let's create something unreal" })
    await expect(contactHeading).toBeInViewport()

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(contactHeading).not.toBeInViewport()
    await workWithUs.click()
    await expect(contactHeading).toBeInViewport()
    await expect(page).toHaveURL('/#contact')
  })
})
