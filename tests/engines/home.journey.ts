import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

journey('the home page shows its form and every picture, with no console error', async (page) => {
  await page.goto('/')
  await expect
    .poll(() => page.see(byRole('heading', 'We make the unreal look real', { level: 1 })))
    .toMatchObject({ visible: true })
  // What the page says, in order: src/features/home/HomePage.test.tsx (the same in every engine).
  const contact = byRole('region', "Let's create something unreal")
  await expect
    .poll(() => page.see(byRole('form', 'Send us a message', { within: contact })))
    .toMatchObject({ visible: true })

  // Scrolled through to the end, every picture has loaded (the engine picks AVIF or WebP).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  expect(await page.evaluate(() => document.images.length)).toBeGreaterThan(0)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([])
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0)
  expect(await page.errors()).toEqual([])
})

// A phone (WebKit's window cannot be narrower than 447 px: its phone is that wide). Every width
// from 320 to 1280 px: tests/e2e/home.spec.ts, in Chromium.
journey(
  'the home page fits a 375 px wide screen without sideways scrolling',
  async (page) => {
    await page.goto('/es')
    expect(await page.evaluate(() => innerWidth)).toBeLessThanOrEqual(447)
    await expect
      .poll(() => page.see(byRole('heading', 'Hacemos que lo irreal parezca real', { level: 1 })))
      .toMatchObject({ visible: true })
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
  },
  { viewport: { width: 375, height: 800 } },
)
