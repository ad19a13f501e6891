import { gzipSync } from 'node:zlib'
import type { Response } from '@playwright/test'
import { KiB, test, waitUntilInteractive } from '../support/fixtures'
for (const url of ['/', '/projects']) {
  test(`measure ${url}`, async ({ page }) => {
    const responses: Response[] = []
    page.on('response', (r) => responses.push(r))
    await page.goto(url)
    await waitUntilInteractive(page)
    await page.waitForLoadState('networkidle')
    const lines = []
    for (const r of responses) {
      const type = r.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') continue
      const body = await r.body()
      lines.push(`${(gzipSync(body).length / KiB).toFixed(2)}\t${body.length}\t${r.url().replace(/^.*\/assets\//, '')}`)
    }
    console.log(`FILES ${url}\n${lines.sort().join('\n')}`)
  })
}
