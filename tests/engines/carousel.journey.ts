import { expect } from 'vitest'
import { shownSlide } from '../carouselProbes'
import { publishedProjects } from '../publishedProjects'
import { byRole, journey } from './journey'

/** A slide's label: "2 of 4"; `last` is the last slide's. */
const slide = (index: number) => `${index} of ${publishedProjects.length}`
const last = slide(publishedProjects.length)
/** The filter's choices: All, and each category with projects. */
const choices = 1 + new Set(publishedProjects.map(({ category }) => category)).size

journey(
  'the projects carousel moves by button and by arrow key, wrapping around',
  async (page) => {
    await page.goto('/projects')
    const carousel = byRole('region', 'Projects')
    const previous = byRole('button', 'Previous project', { within: carousel })
    const slideLink = (label: string) =>
      byRole('link', undefined, { within: byRole('group', label, { within: carousel }) })
    const shows = (label: string) => expect.poll(() => page.evaluate(shownSlide)).toBe(label)
    await shows(slide(1))
    await page.click(previous)
    await shows(last)
    // With focus on a button, the arrows move the carousel and focus stays put.
    await page.focus(previous)
    await page.press('ArrowRight')
    await shows(slide(1))
    await page.until(previous, { focused: true })
    // Tabbed past the filter to the first slide: from a slide, focus and its ring follow the move.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.focus(byRole('link', 'Unreal Studio', { within: byRole('banner') }))
    for (let press = 0; press < 3 + choices; press++) await page.press('Tab')
    await page.until(slideLink(slide(1)), { focused: true, focusVisible: true })
    await page.press('ArrowLeft')
    await shows(last)
    await page.until(slideLink(last), { focused: true, focusVisible: true })
    await page.press('ArrowRight')
    await shows(slide(1))
    await page.press('ArrowRight')
    await shows(slide(2))
    await page.until(slideLink(slide(2)), { focused: true, names: ['Open Casa Marea'] })
  },
  { viewport: { width: 375, height: 800 } },
)
