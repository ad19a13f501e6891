import { expect, firstLoadSizes, KiB, test } from '../support/fixtures'

// A few KiB above the figure printed (docs/performance.md): to catch a regression, not to decide
// how code is arranged.
const budget = { script: 119 * KiB, stylesheet: 15 * KiB }

test('the home page stays within its JavaScript and CSS budget before any interaction', async ({
  page,
}) => {
  const totals = await firstLoadSizes(page, '/')
  console.log(
    `first load of /: JS ${(totals.script / KiB).toFixed(1)} KiB, CSS ${(totals.stylesheet / KiB).toFixed(1)} KiB (gzip)`,
  )
  expect(totals.script).toBeGreaterThan(0)
  expect(totals.script).toBeLessThanOrEqual(budget.script)
  expect(totals.stylesheet).toBeLessThanOrEqual(budget.stylesheet)
})
// That React DOM's script asks to be compiled while it loads: tests/integration/builtSite.test.ts.
