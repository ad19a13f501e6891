import { type Page } from '@playwright/test'
import { expect, test, type GotoReady } from '../support/fixtures'

test.use({ viewport: { width: 375, height: 740 } })

/**
 * Opens `path` with the page's clock under the test's control: time stands still from here on
 * and moves only by `page.clock.runFor`.
 */
async function openWithStoppedClock(page: Page, gotoReady: GotoReady, path: string) {
  await page.clock.install()
  await gotoReady(path)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/** The carousel's two icon buttons and the tooltips that name them. */
function carouselControls(page: Page) {
  return {
    previous: page.getByRole('button', { name: 'Previous project' }),
    next: page.getByRole('button', { name: 'Next project' }),
    previousTooltip: page.getByRole('tooltip', { name: 'Previous project' }),
    nextTooltip: page.getByRole('tooltip', { name: 'Next project' }),
  }
}

test.describe('tooltips on icon-only controls', () => {
  // The timing's rules (700 ms, the 300 ms after one closes, one open at a time):
  // src/components/tooltipTiming.test.ts; here, that the page's controls follow them.
  test('name the control 700 ms after the mouse rests on it, and close when it leaves or on a press', async ({
    page,
    gotoReady,
  }) => {
    await openWithStoppedClock(page, gotoReady, '/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    const tooltip = page.getByRole('tooltip', { name: 'Open menu' })

    // The first hover also fetches the tooltip's code.
    await menuButton.hover()
    await page.clock.runFor(699)
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(1)
    await expect(tooltip).toBeVisible()
    await page.mouse.move(10, 500)
    await expect(tooltip).toBeHidden()

    // Back within 300 ms: at once; then a press closes it.
    await menuButton.hover()
    await expect(tooltip).toBeVisible()
    await page.mouse.down()
    await expect(tooltip).toBeHidden()
    await page.mouse.up()
  })

  test('open on keyboard focus after 700 ms, and close on Escape and on blur', async ({
    page,
    gotoReady,
  }) => {
    await openWithStoppedClock(page, gotoReady, '/projects')
    const { previous, next, previousTooltip, nextTooltip } = carouselControls(page)

    await previous.focus()
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.clock.runFor(699)
    await expect(nextTooltip).toBeHidden()
    await page.clock.runFor(1)
    await expect(nextTooltip).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(nextTooltip).toBeHidden()
    await expect(next).toBeFocused()

    // Still within 300 ms of closing: the previous one opens at once, and closes on blur.
    await page.keyboard.press('Shift+Tab')
    await expect(previousTooltip).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(previousTooltip).toBeHidden()
    await expect(nextTooltip).toBeVisible()
  })
})
