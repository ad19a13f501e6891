import { type Locator, type Page } from '@playwright/test'
import { quietChromiumArgs, systemChromium } from '../tools/chromium.mjs'
import { expect, test } from './fixtures'

// Scrollbars that take room, as on a desktop with classic scrollbars (Playwright hides them in
// headless Chromium by default): the page behind a dialog must not shift when its scrollbar goes.
test.use({
  launchOptions: {
    ...(systemChromium ? { executablePath: systemChromium } : {}),
    args: quietChromiumArgs,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Wheel and keys, as a visitor tries to scroll while the dialog shows. */
async function tryToScroll(page: Page) {
  await page.mouse.move(20, 400)
  await page.mouse.wheel(0, 600)
  await page.keyboard.press('PageDown')
  await page.keyboard.press('End')
}

/**
 * The fixed header's box: what shifts first when the page behind loses its scrollbar. (Hidden
 * from screen readers while a dialog is open, as the rest of the page.)
 */
const headerBox = (page: Page) => page.getByRole('banner', { includeHidden: true }).boundingBox()

const dialogs: {
  name: string
  width: number
  path: string
  open: (page: Page) => Promise<Locator>
}[] = [
  {
    name: 'a project',
    width: 1280,
    path: '/projects',
    open: async (page) => {
      await page.getByRole('link', { name: 'Open Casa Marea' }).first().click()
      return page.getByRole('dialog', { name: 'Casa Marea' })
    },
  },
  {
    name: 'the menu',
    width: 800,
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      return page.getByRole('dialog', { name: 'Menu' })
    },
  },
]

for (const { name, width, path, open } of dialogs) {
  test(`the page behind ${name} stays still, and scrolls again once it closes`, async ({
    page,
    gotoReady,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoReady(path)
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
    const header = await headerBox(page)
    expect(header?.width).toBeLessThan(width)

    const dialog = await open(page)
    await expect(dialog).toBeVisible()
    const before = await scrollY(page)
    await tryToScroll(page)
    // Give a smooth scroll the time it would take, then check nothing moved or shifted.
    await page.waitForTimeout(500)
    expect(await scrollY(page)).toBe(before)
    expect(await headerBox(page)).toEqual(header)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(await scrollY(page)).toBe(before)
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
  })
}
