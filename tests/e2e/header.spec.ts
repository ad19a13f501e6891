import { expect, test } from '../support/fixtures'

// Its links' addresses: tests/integration/routing.test.tsx; followed
// inside the app: view-transitions.spec.ts (Our Work), stats.spec.ts, deploy-open-pages.spec.ts.
test('the header turns dark past 50 px; "Work with us" scrolls to the contact section from another page, whose form works at once, also a second time', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/projects')
  await test.step('the header: transparent at the top, dark and blurred once scrolled past 50 px', async () => {
    const header = page.locator('header').first()
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(header).toHaveCSS('backdrop-filter', /blur/)
    // Each reached from the other state: a change the header makes, not a state it keeps.
    // prettier-ignore
    for (const [y, scrolled] of [[40, 'false'], [60, 'true'], [0, 'false']] as const) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), y)
      await expect(header).toHaveAttribute('data-scrolled', scrolled)
    }
  })

  const workWithUs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Work with us',
  })
  await workWithUs.click()
  await expect(page).toHaveURL('/#contact')
  const contactHeading = page.getByRole('heading', { name: "Let's create something unreal" })
  await expect(contactHeading).toBeInViewport()
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Please enter your email address.')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada')

  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(contactHeading).not.toBeInViewport()
  await workWithUs.click()
  await expect(contactHeading).toBeInViewport()
  await expect(page).toHaveURL('/#contact')
})
