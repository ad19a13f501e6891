import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

/**
 * Accessibility beyond each page's own check (pages-health.spec.ts runs axe on every page, in both
 * languages, at a phone's and a desktop's width; project-dialog-accessibility.spec.ts on every project's
 * dialog): the open states, and the keyboard.
 */

// The phone menu open: mobile-menu.spec.ts runs axe on it.

test.describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the main content', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('a focused element is never hidden under the fixed header', async ({ page, gotoReady }) => {
    // Where a focused element ends up is what counts. A smooth scroll to it has hardly begun
    // when the Tab is handled, and the element is still far below, clear of the header, whatever
    // the page does; under reduced motion the page scrolls at once (src/styles/global.css.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoReady('/')
    await page.waitForLoadState('networkidle')
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom)
    // Tab through the page; every focused element must be visible below the header. Those in
    // the fixed header itself are skipped, so the count shows the page's own were checked.
    let checked = 0
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab')
      const box = await page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return null
        const rect = element.getBoundingClientRect()
        let fixed = false
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).position === 'fixed') fixed = true
        }
        return { top: rect.top, bottom: rect.bottom, fixed }
      })
      if (!box || box.fixed) continue
      expect(box.top).toBeGreaterThanOrEqual(headerBottom - 1)
      checked += 1
    }
    expect(checked).toBeGreaterThan(0)
  })
})

test.describe('a tooltip', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('open on the menu button has no violations', async ({ page, gotoReady }) => {
    await gotoReady('/')
    await page.getByRole('button', { name: 'Open menu' }).hover()
    await expect(page.getByRole('tooltip', { name: 'Open menu' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
