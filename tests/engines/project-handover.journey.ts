import { expect } from 'vitest'
import { readHiddenFocusable, sharedLinks, watchHiddenFocusable } from '../support/hiddenFocusable'
import { journey } from './journey'
import { byRole } from './page'

/**
 * A shared project link, as tests/e2e/project-link-handover.spec.ts checks it in Chromium: the page
 * it opens to, and every moment of the app's taking over from the prerendered page.
 */

const links = sharedLinks

/**
 * Loads of each link watched from their start. Firefox watches each load from its first byte,
 * WebKit from its load event: the app's code is requested only after that (tools/prerender/prerender.mjs),
 * but two frames later, and with the machine busy the app had already started in about one load in
 * five (none of 18 on a quiet one). Such a load is still checked (whatever was watched of it must
 * show no problem) but not counted. Each load watched from its start checks every moment of one
 * whole hand-over, at every change of the document; a few let the app's code arrive at different
 * moments (the 20 loads a link this journey made before added time, not checks).
 */
const WATCHED = 3

/** Loads of each link at most, to watch that many from their start. */
const MAX_LOADS = 4 * WATCHED

journey(
  `a shared project link is never hidden and focusable at any moment of its hand-over, ${WATCHED} loads a language watched from their start`,
  async (page) => {
    for (const link of links) {
      const dialog = byRole('dialog', link.title)
      let watched = 0
      for (let load = 1; watched < WATCHED; load += 1) {
        expect(
          load,
          `${link.path}: only ${watched} of ${MAX_LOADS} loads watched from their start, ${WATCHED} needed`,
        ).toBeLessThanOrEqual(MAX_LOADS)
        await page.load(link.path, watchHiddenFocusable)
        await page.untilInteractive()
        await expect.poll(() => page.see(dialog)).toMatchObject({ visible: true, holdsFocus: true })
        const { problems, hidings, appStartedFirst } = await page.evaluate(readHiddenFocusable)
        expect(problems, `${link.path}, load ${load}`).toEqual([])
        if (appStartedFirst) continue
        watched += 1
        // The watch saw the page behind being hidden as the dialog took over.
        expect(
          hidings,
          `${link.path}, load ${load}: the page behind never became hidden`,
        ).toBeGreaterThan(0)
      }
    }
  },
)

/** From the start of the page: the text of every tooltip that showed (in tests/engines' pages). */
function watchTooltips() {
  const seen: string[] = []
  new MutationObserver(() => {
    for (const tooltip of document.querySelectorAll('[role="tooltip"]')) {
      const text = tooltip.textContent ?? ''
      if (!seen.includes(text)) seen.push(text)
    }
  }).observe(document, { subtree: true, childList: true, attributes: true })
  Object.assign(window, { tooltipsShown: seen })
}
const tooltipsShown = () => (window as unknown as { tooltipsShown: string[] }).tooltipsShown

journey(
  "a shared project link opens to be read: focus on the dialog's title, no ring, no tooltip; Tab reaches Share, then Close",
  async (page) => {
    for (const link of links) {
      await page.load(link.path, watchTooltips)
      await page.untilInteractive()
      const dialog = byRole('dialog', link.title)
      const title = byRole('heading', link.title, { within: dialog })
      await expect.poll(() => page.see(title)).toMatchObject({ focused: true })
      const ring = await page.evaluate(() => {
        const focused = document.activeElement
        return focused ? getComputedStyle(focused).outlineStyle : 'nothing focused'
      })
      expect(ring).toBe('none')

      await page.press('Tab')
      const share = byRole('button', link.share, { within: dialog })
      await expect.poll(() => page.see(share)).toMatchObject({ focused: true })
      // Share's tooltip opens 700 ms after the keyboard brings the focus there: by the time it
      // shows, a tooltip opened by the focus on arrival would have shown too, and none did.
      await expect
        .poll(() => page.see(byRole('tooltip', link.share)))
        .toMatchObject({ visible: true })
      expect(await page.evaluate(tooltipsShown)).toEqual([link.share])
      await page.press('Tab')
      await expect
        .poll(() => page.see(byRole('button', link.close, { within: dialog })))
        .toMatchObject({ focused: true })
    }
  },
)
