import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

// Each kind of card on one load of the home page: by hover, then by keyboard.
test.describe('cards reveal their links on hover and keyboard focus', () => {
  test('a service card grows on hover and shows "Get started", which the keyboard also reveals', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    const card = page.getByRole('article', { name: 'AI-Generated Commercials' })
    const link = card.getByRole('link', { name: /^Get started/ })
    await card.scrollIntoViewIfNeeded()
    await expect(link).toHaveCSS('opacity', '0')
    await expect(card).toHaveCSS('transform', 'none')

    await card.hover()
    await expect(link).toHaveCSS('opacity', '1')
    await expect(card).toHaveCSS('transform', 'matrix(1.03, 0, 0, 1.03, 0, 0)')
    await expect(page.getByRole('article', { name: 'AI Product Photography' })).toHaveCSS(
      'transform',
      'none',
    )
    await expectNoAxeViolations(page)

    await test.step('"Get started" shows when reached with the keyboard', async () => {
      await page.getByRole('link', { name: 'Discover our services' }).focus()
      await page.keyboard.press('Tab')
      const reached = page.getByRole('link', { name: 'Get started: AI Product Photography' })
      await expect(reached).toBeFocused()
      await expect(reached).toHaveCSS('opacity', '1')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/#contact')
    })
  })

  test('a featured project reveals category, description and "View project" by keyboard and on hover', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await test.step('"View project" shows when reached with the keyboard', async () => {
      await page.getByRole('link', { name: 'View all projects' }).focus()
      await page.keyboard.press('Tab')
      const card = page.getByRole('article', { name: 'Neon Requiem' })
      const link = card.getByRole('link', { name: 'View project: Neon Requiem' })
      await expect(link).toBeFocused()
      await expect(card.getByText('Music Video', { exact: true })).toHaveCSS('opacity', '1')
      await expect(link).toBeInViewport()
    })

    const card = page.getByRole('article', { name: 'Casa Marea' })
    const category = card.getByText('Commercial', { exact: true })
    const description = card.getByText(/A campaign concept for beachfront homes/)
    await card.scrollIntoViewIfNeeded()
    await expect(category).toHaveCSS('opacity', '0')
    await expect(description).not.toBeInViewport()

    await card.hover()
    await expect(category).toHaveCSS('opacity', '1')
    await expect(description).toBeInViewport()
    const link = card.getByRole('link', { name: 'View project: Casa Marea' })
    await expect(link).toBeInViewport()
    await link.click()
    await expect(page).toHaveURL('/projects?project=casa-marea')
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the hovered service card does not scale, but its link still shows', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    const card = page.getByRole('article', { name: 'Music Videos & Experimental Films' })
    await card.scrollIntoViewIfNeeded()
    await card.hover()
    await expect(card.getByRole('link', { name: /^Get started/ })).toHaveCSS('opacity', '1')
    await expect(card).toHaveCSS('transform', 'none')
  })
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })

  test('every link and description shows without hovering', async ({ page, gotoReady }) => {
    await gotoReady('/')
    const services = page.getByRole('region', { name: 'Services' })
    // One link per service, counted first, as a loop over no links would pass.
    const links = services.getByRole('link', { name: /^Get started/ })
    await expect(links).toHaveCount(3)
    for (const link of await links.all()) {
      await expect(link).toHaveCSS('opacity', '1')
    }
    const card = page.getByRole('article', { name: 'Hall of Echoes' })
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByText('Documentary', { exact: true })).toHaveCSS('opacity', '1')
    await expect(card.getByRole('link', { name: 'View project: Hall of Echoes' })).toBeVisible()
  })
})
