import { gzipSync } from 'node:zlib'
import { type Response } from '@playwright/test'
import { expect, test } from './fixtures'

const KiB = 1024
/**
 * What `/` may load before any interaction, gzip. The goal is 110 KiB of JavaScript; today's
 * floor is React DOM (~61 KiB), TanStack Router (~27 KiB), TanStack Query (~8 KiB) and the Ark UI
 * language switch (~10 KiB), so the enforced budget sits just above the measured 129 KiB: any
 * growth fails CI. Lower it whenever the bundle shrinks.
 */
const budget = { script: 130 * KiB, stylesheet: 15 * KiB }

test('the home page stays within its JavaScript and CSS budget before any interaction', async ({
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
