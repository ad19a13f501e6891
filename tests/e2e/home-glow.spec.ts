import { expect, test } from './fixtures'

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
      await page.mouse.move(500, 300, { steps: 5 })
      await page.waitForTimeout(100)
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
      await page.touchscreen.tap(title.x + 10, title.y + 10)
      await page.waitForTimeout(100)
      await expect(hero).not.toHaveAttribute('data-glow', 'on')
      expect(await hero.evaluate((element) => element.style.length)).toBe(0)
    })
  })
})
