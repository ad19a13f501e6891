import { expect } from 'vitest'
import { journey } from './journey'

/**
 * As tests/e2e/handover-scroll.spec.ts in Chromium: the scroll is made at the load event, before
 * the app's code is requested; a load where the app had already taken over is not counted.
 */
const COUNTED = 2
const MAX_LOADS = 4 * COUNTED

/** Scrolls the page as a visitor would, and says whether the app had already taken over. */
function scrollBeforeTheApp() {
  const appFirst = document.documentElement.dataset.ready === 'true'
  window.scrollTo({ top: 700, behavior: 'instant' })
  return { appFirst, y: Math.round(window.scrollY) }
}

/** Where the page is ten frames on: a scroll the app started would be well under way. */
function scrollYTenFramesOn() {
  return new Promise<number>((resolve) => {
    let frames = 10
    const next = () => (--frames ? requestAnimationFrame(next) : resolve(Math.round(scrollY)))
    requestAnimationFrame(next)
  })
}

journey(
  '480 px wide: a scroll made before the app takes over stays, on /',
  async (page) => {
    let counted = 0
    for (let load = 1; counted < COUNTED; load += 1) {
      expect(load, `only ${counted} loads before the app`).toBeLessThanOrEqual(MAX_LOADS)
      await page.load('/')
      const scrolled = await page.evaluate(scrollBeforeTheApp)
      await page.untilInteractive()
      const after = await page.evaluate(scrollYTenFramesOn)
      if (scrolled.appFirst) continue
      counted += 1
      expect(scrolled.y, 'the page did not scroll').toBeGreaterThan(300)
      expect(after, `load ${load}`).toBe(scrolled.y)
    }
  },
  { viewport: { width: 480, height: 800 } },
)
