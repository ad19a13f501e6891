import { expect } from 'vitest'
import { moveAfterNext } from '../carouselProbes'
import { journey } from './journey'
import { byRole } from './page'

const phone = { width: 375, height: 800 }

journey(
  'the carousel slides into place when motion is welcome',
  async (page) => {
    await page.goto('/projects')
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      false,
    )
    await expect
      .poll(() => page.see(byRole('button', 'Next project')))
      .toMatchObject({ disabled: false })
    const seen = await page.evaluate(moveAfterNext)
    expect(seen.arrived).toBe(true)
    expect(seen.inBetween).toBeGreaterThan(1)
  },
  { viewport: phone },
)

journey(
  'with reduced motion the carousel jumps to the next slide without animating',
  async (page) => {
    await page.goto('/projects')
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      true,
    )
    await expect
      .poll(() => page.see(byRole('button', 'Next project')))
      .toMatchObject({ disabled: false })
    expect(await page.evaluate(moveAfterNext)).toEqual({ arrived: true, inBetween: 0, animated: 0 })
  },
  { viewport: phone, reducedMotion: true },
)
