import { expect } from 'vitest'
import { translatorFor } from '../../src/i18n/dictionaries'
import { projectWindowWords } from '../../src/i18n/projectWindow'
import { translate } from '../../src/i18n/translate'
import { readHiddenFocusable, sharedLinks, watchHiddenFocusable } from '../support/hiddenFocusable'
import { byRole, journey } from './journey'

/**
 * A shared project link, as tests/e2e/project-links.spec.ts checks it in Chromium. WebKit
 * watches a load from its load event, by when the app may have started (one load in five on a
 * busy machine): such a load is still checked, but not counted.
 */
const [, link] = sharedLinks
if (!link) throw new Error('no Spanish shared link')
const WATCHED = 2
const MAX_LOADS = 4 * WATCHED

/** From the start of the page: the text of every tooltip that showed. */
function watchTooltips() {
  const seen: string[] = []
  new MutationObserver(() => {
    for (const tooltip of document.querySelectorAll('[role="tooltip"]'))
      if (!seen.includes(tooltip.textContent ?? '')) seen.push(tooltip.textContent ?? '')
  }).observe(document, { subtree: true, childList: true, attributes: true })
  Object.assign(window, { tooltipsShown: seen })
}

journey(
  `a shared project link is never hidden and focusable as the app takes over (${WATCHED} loads watched from their start); it opens to be read: focus on the title, no ring, no tooltip; Tab reaches Share, then Close; a project's comparison moves by the keys of a slider`,
  async (page) => {
    const dialog = byRole('dialog', link.title)
    for (let load = 1, watched = 0; watched < WATCHED; load += 1) {
      expect(load, `only ${watched} loads watched from their start`).toBeLessThanOrEqual(MAX_LOADS)
      await page.load(link.path, watchHiddenFocusable, watchTooltips)
      await page.untilInteractive()
      await page.until(dialog, { visible: true, holdsFocus: true })
      const { problems, hidings, appStartedFirst } = await page.evaluate(readHiddenFocusable)
      expect(problems, `load ${load}`).toEqual([])
      if (appStartedFirst) continue
      watched += 1
      expect(hidings, `load ${load}: the page behind never became hidden`).toBeGreaterThan(0)
    }

    await page.until(byRole('heading', link.title, { within: dialog }), { focused: true })
    expect(
      await page.evaluate(
        () => getComputedStyle(document.activeElement ?? document.body).outlineStyle,
      ),
    ).toBe('none')
    await page.press('Tab')
    const share = byRole('button', link.share, { within: dialog })
    await page.until(share, { focused: true })
    // By the time Share's tooltip opens, one opened by the focus on arrival would have shown too.
    await page.until(byRole('tooltip', link.share), { visible: true })
    expect(
      await page.evaluate(() => (window as unknown as { tooltipsShown: string[] }).tooltipsShown),
    ).toEqual([link.share])
    await page.press('Tab')
    await page.until(byRole('button', link.close, { within: dialog }), { focused: true })

    // The comparison of a project's original and its AI result (issue 49), in Spanish only: the
    // words in both in project-comparison.spec.ts.
    const words = projectWindowWords.es
    const lumen = byRole('dialog', 'Lumen Serum')
    const slider = byRole('slider', words['compare.slider'], { within: lumen })
    const shows = (value: number) =>
      expect
        .poll(async () => (await page.see(slider)).attributes['aria-valuetext'])
        .toBe(translate(words, 'compare.value', { value }))
    await page.goto('/es/projects?project=lumen-serum')
    await page.until(slider, { visible: true, disabled: false })
    // By keyboard, from the note's link just before it (the pointer is the frame's).
    await page.focus(byRole('link', translatorFor('es')('ai.link'), { within: lumen }))
    await page.press('Tab')
    await page.until(slider, { focused: true })
    await shows(50)
    // prettier-ignore
    const keys = [
      ['ArrowRight', 51], ['PageDown', 41], ['ArrowLeft', 40], ['End', 100], ['Home', 0], ['PageUp', 10],
    ] as const
    for (const [key, value] of keys) {
      await page.press(key)
      await shows(value)
    }
  },
)
