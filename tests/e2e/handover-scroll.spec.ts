// Uses Playwright's plain `test`: these journeys scroll before the page is interactive on purpose.
import { expect, test, type Page } from '@playwright/test'
import { holdBack, twoFrames, waitUntilInteractive } from '../support/fixtures'
import { builtFile } from '../support/manifest'

/** The app's code: held back, the page stays the prerendered HTML a slow phone shows first. */
const appCode = builtFile('src/handover/start.tsx')
const holdAppBack = (page: Page) => holdBack(page, (url) => url.pathname === appCode)

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls with the wheel, as a visitor does, and returns where the page came to rest. */
async function scrollBy(page: Page, dy: number) {
  const before = await scrollY(page)
  await page.mouse.move(40, 200)
  await page.mouse.wheel(0, dy)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
  await twoFrames(page)
  return scrollY(page)
}

const devices = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
}
/**
 * The home page on a phone in English, the projects page on a desktop in Spanish (the
 * slowed-down phone below scrolls /projects in English): how the app takes a page over depends
 * on neither the page's language nor the width, so each is seen once.
 */
const pagesOn = { phone: ['/'], desktop: ['/es/projects'] }

for (const [device, viewport] of Object.entries(devices)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport })

    for (const path of pagesOn[device as keyof typeof devices]) {
      test(`${path}: a scroll made before the app takes over stays where the visitor put it`, async ({
        page,
      }) => {
        const release = await holdAppBack(page)
        await page.goto(path, { waitUntil: 'load' })
        const scrolled = await scrollBy(page, 700)
        expect(scrolled).toBeGreaterThan(300)

        release()
        await waitUntilInteractive(page)
        await twoFrames(page)
        expect(await scrollY(page)).toBe(scrolled)
      })
    }
  })
}

test('on a phone slowed down four times, a scroll made before the app takes over stays', async ({
  page,
}) => {
  await page.setViewportSize(devices.phone)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const release = await holdAppBack(page)
  await page.goto('/projects', { waitUntil: 'load' })
  const scrolled = await scrollBy(page, 900)

  release()
  await waitUntilInteractive(page)
  await twoFrames(page)
  expect(await scrollY(page)).toBe(scrolled)
})

// An anchor is the browser's to follow, in any page and language; the app must leave it be.
test('/#contact opens at the form from the first paint, and the app leaves it there', async ({
  page,
}) => {
  const release = await holdAppBack(page)
  await page.goto('/#contact', { waitUntil: 'load' })
  const form = page.getByRole('form', { name: 'Send us a message' })
  // Before any of the app's code has run.
  await expect(form).toBeInViewport()
  const opened = await scrollY(page)
  expect(opened).toBeGreaterThan(0)

  release()
  await waitUntilInteractive(page)
  await twoFrames(page)
  expect(await scrollY(page)).toBe(opened)
  await expect(form).toBeInViewport()
})

test('Back and Forward return each page to where it was left; a link opens a page at its top', async ({
  page,
}) => {
  await page.setViewportSize(devices.desktop)
  await page.goto('/')
  await waitUntilInteractive(page)
  const home = await scrollBy(page, 900)

  // The header stays in view: its link opens a new page, at its top.
  await page.getByRole('navigation').getByRole('link', { name: 'Our Work' }).click()
  await expect(page).toHaveURL('/projects')
  await expect.poll(() => scrollY(page)).toBe(0)
  const projects = await scrollBy(page, 600)

  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect.poll(() => scrollY(page)).toBe(home)
  await page.goForward()
  await expect(page).toHaveURL('/projects')
  await expect.poll(() => scrollY(page)).toBe(projects)
})
