import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

test.use({ viewport: { width: 375, height: 740 } })

// The timing's rules (700 ms, the 300 ms after one closes, one open at a time):
// src/components/tooltipTiming.test.ts; here, that the page's icon-only controls follow them.
test('tooltips name an icon-only control 700 ms after the mouse rests on it or the keyboard focuses it, close when it leaves, on a press, Escape or blur, and pass axe', async ({
  page,
  gotoReady,
}) => {
  await page.clock.install()
  await gotoReady('/projects')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)

  await test.step('the mouse: after 700 ms, closed when it leaves or on a press', async () => {
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
    // Let go elsewhere, so the press opens no menu, and let the 300 ms pass.
    await page.mouse.move(10, 500)
    await page.mouse.up()
    await page.clock.runFor(1000)
  })

  await test.step('the keyboard: after 700 ms, closed on Escape and on blur', async () => {
    const previous = page.getByRole('button', { name: 'Previous project' })
    const next = page.getByRole('button', { name: 'Next project' })
    const previousTooltip = page.getByRole('tooltip', { name: 'Previous project' })
    const nextTooltip = page.getByRole('tooltip', { name: 'Next project' })
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

  await test.step('an open tooltip has no axe violations', async () => {
    await expect(page.getByRole('tooltip', { name: 'Next project' })).toBeVisible()
    await page.clock.resume() // axe waits on timers of its own
    await expectNoAxeViolations(page)
  })
})
