import { expect } from 'vitest'
import { shownSlide } from '../carouselProbes'
import { journey } from './journey'
import { byRole } from './page'

journey(
  'the projects carousel moves by button and by arrow key, wrapping around',
  async (page) => {
    await page.goto('/projects')
    const carousel = byRole('region', 'Projects')
    const next = byRole('button', 'Next project', { within: carousel })
    const previous = byRole('button', 'Previous project', { within: carousel })
    const slideLink = (label: string) =>
      byRole('link', undefined, { within: byRole('group', label, { within: carousel }) })
    await expect.poll(() => page.evaluate(shownSlide)).toBe('1 of 3')

    await page.click(next)
    await expect.poll(() => page.evaluate(shownSlide)).toBe('2 of 3')
    await page.click(previous)
    await expect.poll(() => page.evaluate(shownSlide)).toBe('1 of 3')
    await page.click(previous)
    await expect.poll(() => page.evaluate(shownSlide)).toBe('3 of 3')

    // With focus on a button, the arrows move the carousel and focus stays put.
    await page.focus(previous)
    await page.press('ArrowRight')
    await expect.poll(() => page.evaluate(shownSlide)).toBe('1 of 3')
    await expect.poll(() => page.see(previous)).toMatchObject({ focused: true })

    // A keyboard visitor skips to the content and tabs past the filter's choices (All and the
    // three categories) to the first slide; from a slide, focus (and its ring) follows the move.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.focus(byRole('link', 'Unreal Studio', { within: byRole('banner') }))
    for (let press = 0; press < 3 + 4; press++) await page.press('Tab')
    await expect
      .poll(() => page.see(slideLink('1 of 3')))
      .toMatchObject({ focused: true, focusVisible: true })
    await page.press('ArrowLeft')
    await expect.poll(() => page.evaluate(shownSlide)).toBe('3 of 3')
    await expect
      .poll(() => page.see(slideLink('3 of 3')))
      .toMatchObject({ focused: true, focusVisible: true })
    await page.press('ArrowRight')
    await expect.poll(() => page.evaluate(shownSlide)).toBe('1 of 3')
    await page.press('ArrowRight')
    await expect.poll(() => page.evaluate(shownSlide)).toBe('2 of 3')
    await expect
      .poll(() => page.see(slideLink('2 of 3')))
      .toMatchObject({ focused: true, names: ['Open Casa Marea'] })
  },
  { viewport: { width: 375, height: 800 } },
)
