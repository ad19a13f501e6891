import { type Locator } from '@playwright/test'
import { expect, test } from '../support/fixtures'

/**
 * Starts watching the hero for any change the glow makes (`data-glow`, or its position in the
 * style attribute). The result resolves once the hero has received `type` and half a second has
 * passed since (the glow is painted in the frame after a pointer move, well within it), to how
 * many changes were seen in all that time: a glow that comes late, or comes and goes, counts.
 */
async function watchGlow(hero: Locator, type: string): Promise<() => Promise<number>> {
  const watching = await hero.evaluateHandle((element, type) => {
    let changes = 0
    const observer = new MutationObserver((records) => {
      changes += records.length
    })
    observer.observe(element, { attributes: true, attributeFilter: ['data-glow', 'style'] })
    const received = new Promise<void>((resolve) =>
      element.addEventListener(type, () => resolve(), { once: true, passive: true }),
    )
    // Wrapped in an object, so that evaluating this does not wait for the promise.
    return {
      done: received
        .then(() => new Promise((resolve) => setTimeout(resolve, 500)))
        .then(() => {
          observer.disconnect()
          return changes
        }),
    }
  }, type)
  return () => watching.evaluate((watching) => watching.done)
}

test.describe('the hero glow follows the pointer', () => {
  test('moves to the mouse and fades when the mouse leaves', async ({ page, gotoReady }) => {
    await gotoReady('/')
    const hero = page.getByRole('region', { name: 'We make the unreal look real' })
    await expect(hero).not.toHaveAttribute('data-glow', 'on')

    await page.mouse.move(300, 200)
    await page.mouse.move(640, 360, { steps: 5 })
    await expect(hero).toHaveAttribute('data-glow', 'on')
    const position = () =>
      hero.evaluate((element) => [
        element.style.getPropertyValue('--hero-glow-x'),
        element.style.getPropertyValue('--hero-glow-y'),
      ])
    await expect.poll(position).toEqual(['640px', '360px'])

    const heroBottom = await hero.evaluate((element) => element.getBoundingClientRect().bottom)
    await page.mouse.move(640, heroBottom + 10)
    await expect(hero).not.toHaveAttribute('data-glow', 'on')
  })
})

test.describe('without the glow', () => {
  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('the glow never turns on', async ({ page, gotoReady }) => {
      await gotoReady('/')
      const hero = page.getByRole('region', { name: 'We make the unreal look real' })
      const glow = await watchGlow(hero, 'pointermove')
      await page.mouse.move(500, 300, { steps: 5 })
      expect(await glow()).toBe(0)
      await expect(hero).not.toHaveAttribute('data-glow', 'on')
      expect(await hero.evaluate((element) => element.style.length)).toBe(0)
    })
  })

  test.describe('on a touch-only device', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })
    test('a tap does not light the glow', async ({ page, gotoReady }) => {
      await gotoReady('/')
      const hero = page.getByRole('region', { name: 'We make the unreal look real' })
      const title = await page.getByRole('heading', { level: 1 }).boundingBox()
      if (!title) throw new Error('the hero title is not on screen')
      // A tap's last event is its click, after its pointer and mouse events.
      const glow = await watchGlow(hero, 'click')
      await page.touchscreen.tap(title.x + 10, title.y + 10)
      expect(await glow()).toBe(0)
      await expect(hero).not.toHaveAttribute('data-glow', 'on')
      expect(await hero.evaluate((element) => element.style.length)).toBe(0)
    })
  })
})
