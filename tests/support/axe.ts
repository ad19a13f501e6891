import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { animationsFinished } from './fixtures'

/** WCAG 2.2 A and AA: the site's accessibility bar, the one tag list every check uses. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Fails with one line per rule broken when axe finds a WCAG 2.2 A/AA violation, once animations
 * have ended (a dialog still fading in has, for a moment, less contrast than it will have).
 */
export async function expectNoAxeViolations(page: Page) {
  await animationsFinished(page)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  const summary = violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}
