// Dev helper: node tests/tools/shot-at.mjs <url> <css selector> <out.png> [width] [height]
// Scrolls the element into view (so lazy images load) and screenshots the viewport.
import { chromium } from '@playwright/test'
const [url, selector, out, width = '1280', height = '800'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.locator(selector).first().scrollIntoViewIfNeeded()
await page.waitForLoadState('networkidle')
await page.waitForTimeout(600)
await page.screenshot({ path: out })
await browser.close()
