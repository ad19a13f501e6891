import { type Locator, type Page } from '@playwright/test'
import { journeyLaunchOptions } from '../tools/chromium.mjs'
import { expect, test } from '../support/fixtures'

// Scrollbars that take room (Playwright hides them by default): the page behind a dialog must not
// shift when its scrollbar goes.
test.use({
  launchOptions: { ...journeyLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** The fixed header's box: what shifts first when the page behind loses its scrollbar. */
const headerBox = (page: Page) => page.getByRole('banner', { includeHidden: true }).boundingBox()

/**
 * The page behind's scroll positions and header boxes, every frame and scroll, until half a second
 * after the End key: a scroll or shift that comes late, or comes and goes, shows.
 */
async function watchPageBehind(
  page: Page,
): Promise<() => Promise<{ y: number[]; header: string[] }>> {
  const watching = await page.evaluateHandle(() => {
    const header = document.querySelector('header')
    const seen = { y: new Set<number>(), header: new Set<string>() }
    let frame = 0
    const look = () => {
      seen.y.add(window.scrollY)
      seen.header.add(JSON.stringify(header?.getBoundingClientRect()))
      frame = requestAnimationFrame(look)
    }
    look()
    const onScroll = () => seen.y.add(window.scrollY)
    addEventListener('scroll', onScroll, { capture: true, passive: true })
    const ended = new Promise<void>((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'End') return
        removeEventListener('keydown', onKey, { capture: true })
        resolve()
      }
      addEventListener('keydown', onKey, { capture: true })
    })
    // Wrapped in an object, so that evaluating this does not wait for the promise.
    return {
      done: ended
        .then(() => new Promise((resolve) => setTimeout(resolve, 500)))
        .then(() => {
          cancelAnimationFrame(frame)
          removeEventListener('scroll', onScroll, { capture: true })
          return { y: [...seen.y], header: [...seen.header] }
        }),
    }
  })
  return () => watching.evaluate((watching) => watching.done)
}

/** Opens a dialog at `width` over a scrolled page, and tries to scroll the page behind it. */
async function expectStillBehind(page: Page, width: number, open: () => Promise<Locator>) {
  await page.setViewportSize({ width, height: 800 })
  await page.mouse.move(20, 400)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
  // The wheel's glide is over before the dialog opens (the lock would stop it midway).
  let last = -1
  await expect.poll(async () => last === (last = await scrollY(page))).toBe(true)
  const header = await headerBox(page)
  expect(header?.width).toBeLessThan(width)

  const dialog = await open()
  await expect(dialog).toBeVisible()
  const before = await scrollY(page)
  const behind = await watchPageBehind(page)
  // Wheel and keys, as a visitor tries to scroll while the dialog shows.
  await page.mouse.move(20, 400)
  await page.mouse.wheel(0, 600)
  await page.keyboard.press('PageDown')
  await page.keyboard.press('End')
  const seen = await behind()
  expect(seen.y).toEqual([before])
  expect(seen.header).toHaveLength(1)
  expect(await headerBox(page)).toEqual(header)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await scrollY(page)).toBe(before)
  await page.mouse.move(20, 400)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
}

test('the page behind the menu, then a project, stays still, and scrolls again once it closes', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/')
  await test.step('the menu, at 800 px', () =>
    expectStillBehind(page, 800, async () => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      return page.getByRole('dialog', { name: 'Menu' })
    }))
  await gotoReady('/projects')
  await test.step('a project, at 1280 px', () =>
    expectStillBehind(page, 1280, async () => {
      await page.getByRole('link', { name: 'Open Casa Marea' }).first().click()
      return page.getByRole('dialog', { name: 'Casa Marea' })
    }))
})
