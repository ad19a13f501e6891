import { readHiddenFocusable, sharedLinks, watchHiddenFocusable } from '../engines/hiddenFocusable'
import { expect, projectModalShown, test, waitUntilInteractive } from './fixtures'

/**
 * A shared project link, from its first byte to the open dialog: the prerendered page carries the
 * project open, then the app hands over to the real dialog. These journeys watch every moment of
 * that hand-over, not only its end.
 */

const links = sharedLinks

const LOADS = 20

for (const link of links) {
  test(`${link.path}: never hidden and focusable at any moment of ${LOADS} loads`, async ({
    page,
  }) => {
    test.setTimeout(LOADS * 6_000)
    await page.addInitScript(watchHiddenFocusable)
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(link.path)
      await waitUntilInteractive(page)
      await projectModalShown(page)
      const { checks, rootHidden, problems, appStartedFirst } =
        await page.evaluate(readHiddenFocusable)
      expect(appStartedFirst).toBe(false)
      expect(problems, `load ${load + 1}`).toEqual([])
      expect(checks).toBeGreaterThan(0)
      // The dialog is open: the page behind is hidden (and, by the above, cannot take focus).
      expect(rootHidden, `load ${load + 1}: the page behind was never hidden`).toBeGreaterThan(0)
    }
  })

  test(`${link.path} opens to be read: focus on the dialog's start, no ring, no tooltip`, async ({
    page,
    gotoReady,
  }) => {
    // From the first byte on: did anything take the focus showing a ring, or a tooltip show?
    await page.addInitScript(() => {
      const seen = { ring: [] as string[], tooltip: false }
      document.addEventListener('focusin', (event) => {
        const target = event.target as Element
        if (getComputedStyle(target).outlineStyle !== 'none') {
          seen.ring.push(target.outerHTML.slice(0, 80))
        }
      })
      new MutationObserver(() => {
        if (document.querySelector('[role="tooltip"]')) seen.tooltip = true
      }).observe(document, { subtree: true, childList: true, attributes: true })
      Object.assign(window, { focusShown: seen })
    })
    await gotoReady(link.path)
    await projectModalShown(page)
    const dialog = page.getByRole('dialog', { name: link.title })
    await expect(dialog.getByRole('heading', { level: 2, name: link.title })).toBeFocused()
    // A tooltip opens 700 ms after its control takes the keyboard's focus: wait past that.
    await page.waitForTimeout(1_000)
    const shown = await page.evaluate(
      () => (window as unknown as { focusShown: { ring: string[]; tooltip: boolean } }).focusShown,
    )
    expect(shown).toEqual({ ring: [], tooltip: false })

    // Tab then reaches the dialog's controls in order.
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: link.share })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: link.close })).toBeFocused()
  })
}
