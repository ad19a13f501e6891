import { expect } from 'vitest'
import { readHiddenFocusable, sharedLinks, watchHiddenFocusable } from './hiddenFocusable'
import { journey } from './journey'
import { byRole } from './page'

/**
 * A shared project link, as tests/e2e/projects-handover.spec.ts checks it in Chromium: the page
 * it opens to, and every moment of the app's taking over from the prerendered page.
 */

const links = sharedLinks

const LOADS = 20

journey(
  `a shared project link is never hidden and focusable at any moment of ${LOADS} loads a language`,
  async (page) => {
    for (const link of links) {
      const dialog = byRole('dialog', link.title)
      let watched = 0
      // A load whose app started before the watching could (WebKit's driver has no hook before
      // the page's scripts; its answer to the load can come late) is not counted: load again.
      for (let load = 1; watched < LOADS; load += 1) {
        expect(load, `${link.path}: too few loads watched from their start`).toBeLessThan(3 * LOADS)
        await page.load(link.path)
        // Watching from the load event on: the app's code is requested only after it.
        await page.evaluate(watchHiddenFocusable)
        await page.untilInteractive()
        await expect.poll(() => page.see(dialog)).toMatchObject({ visible: true, holdsFocus: true })
        const { problems, rootHidden, appStartedFirst } = await page.evaluate(readHiddenFocusable)
        if (appStartedFirst) continue
        watched += 1
        expect(problems, `${link.path}, load ${load}`).toEqual([])
        expect(rootHidden, `${link.path}, load ${load}: never hidden`).toBeGreaterThan(0)
      }
    }
  },
)

journey(
  "a shared project link opens to be read: focus on the dialog's title, no ring; Tab reaches Share, then Close",
  async (page) => {
    for (const link of links) {
      await page.goto(link.path)
      const dialog = byRole('dialog', link.title)
      const title = byRole('heading', link.title, { within: dialog })
      await expect.poll(() => page.see(title)).toMatchObject({ focused: true })
      const ring = await page.evaluate(() => {
        const focused = document.activeElement
        return focused ? getComputedStyle(focused).outlineStyle : 'nothing focused'
      })
      expect(ring).toBe('none')
      expect(await page.see(byRole('tooltip'))).toMatchObject({ count: 0 })

      await page.press('Tab')
      await expect
        .poll(() => page.see(byRole('button', link.share, { within: dialog })))
        .toMatchObject({ focused: true })
      await page.press('Tab')
      await expect
        .poll(() => page.see(byRole('button', link.close, { within: dialog })))
        .toMatchObject({ focused: true })
    }
  },
)
