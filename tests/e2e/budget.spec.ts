import { gzipSync } from 'node:zlib'
import { type Response } from '@playwright/test'
import { expect, test } from './fixtures'

const KiB = 1024
/** Issue budget: what `/` loads before any interaction, gzip. */
const budget = { script: 110 * KiB, stylesheet: 15 * KiB }

test('the home page loads at most 110 KiB of JavaScript and 15 KiB of CSS before any interaction', async ({
  page,
}) => {
  const responses: Response[] = []
  page.on('response', (response) => responses.push(response))
  await page.goto('/')
  await page.waitForLoadState('networkidle')

  const totals = { script: 0, stylesheet: 0 }
  for (const response of responses) {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') continue
    totals[type] += gzipSync(await response.body()).length
  }
  console.log(
    `first load of /: JS ${(totals.script / KiB).toFixed(1)} KiB, CSS ${(totals.stylesheet / KiB).toFixed(1)} KiB (gzip)`,
  )
  expect(totals.script).toBeGreaterThan(0)
  expect(totals.script).toBeLessThanOrEqual(budget.script)
  expect(totals.stylesheet).toBeLessThanOrEqual(budget.stylesheet)
})
