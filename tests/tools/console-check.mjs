// Dev helper: node tests/tools/console-check.mjs <base-url> <path>... — prints console messages and page errors.
import { chromium } from '@playwright/test'
const [base, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
})
for (const path of paths) {
  const page = await browser.newPage()
  const lines = []
  page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => lines.push(`pageerror: ${e.message}`))
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  console.log(`${path} → ${lines.length ? '\n  ' + lines.join('\n  ') : 'clean'}`)
  await page.close()
}
await browser.close()
