import { expect, firstLoadSizes, KiB, test } from '../support/fixtures'

/**
 * What `/` may load before any interaction, gzip. The line stands a few KiB above the figure
 * this prints (tracked in docs/performance.md): it is there to catch a regression, not to decide
 * how code is arranged. React DOM and TanStack Router are most of it; the contact form's sending
 * code, the project modal, the phone menu, the tooltips, the toaster and the other language load
 * when needed.
 */
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
