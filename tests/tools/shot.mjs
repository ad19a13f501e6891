// Dev helper: node scripts/shot.mjs <url> <out.png> [width] [height] [fullPage]
import { chromium } from '@playwright/test'
const [url, out, width = '1280', height = '800', full = 'true'] = process.argv.slice(2)
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
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(300)
await page.screenshot({ path: out, fullPage: full === 'true' })
await browser.close()
