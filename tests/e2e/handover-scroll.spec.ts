// Uses Playwright's plain `test`: these journeys scroll before the page is interactive on purpose.
import { expect, test } from '@playwright/test'
import {
  holdAppBack,
  scrollBy,
  scrollY,
  twoFrames,
  waitUntilInteractive,
} from '../support/fixtures'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

// The hand-over depends on neither language nor width: each seen once.
const handovers = [
  { name: 'on a desktop', viewport: desktop, path: '/es/projects', cpu: 1 },
  { name: 'on a phone slowed down four times', viewport: phone, path: '/projects', cpu: 4 },
]

for (const { name, viewport, path, cpu } of handovers) {
  test(`${name}, a scroll made on ${path} before the app takes over stays where the visitor put it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
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
// The anchor in the address (/#contact), from the first paint: hydration-early-input.spec.ts; Back
// and Forward, a link opening a page at its top: view-transitions.spec.ts.
