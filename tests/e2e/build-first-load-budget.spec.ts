import { expect, firstLoadSizes, KiB, recordRequests, test } from '../support/fixtures'
import { filesOnlyFor } from '../support/manifest'

// A few KiB above the figure printed (docs/performance.md): to catch a regression, not to decide
// how code is arranged.
const budget = { script: 119 * KiB, stylesheet: 15 * KiB }

test("the home page stays within its JavaScript and CSS budget before any interaction, without the contact form's sending code and toaster, which come as the visitor starts on the form", async ({
  page,
}) => {
  const sendingCode = filesOnlyFor('src/features/contact/contactSending.ts')
  const toasterCode = filesOnlyFor('src/components/Toaster.tsx')
  expect(sendingCode.length).toBeGreaterThan(0)
  expect(toasterCode.length).toBeGreaterThan(0)
  const requested = recordRequests(page)
  const totals = await firstLoadSizes(page, '/')
  console.log(
    `first load of /: JS ${(totals.script / KiB).toFixed(1)} KiB, CSS ${(totals.stylesheet / KiB).toFixed(1)} KiB (gzip)`,
  )
  expect(totals.script).toBeGreaterThan(0)
  expect(totals.script).toBeLessThanOrEqual(budget.script)
  expect(totals.stylesheet).toBeLessThanOrEqual(budget.stylesheet)
  expect(requested.filter((path) => [...sendingCode, ...toasterCode].includes(path))).toEqual([])
  await expect(page.getByRole('region', { name: 'Notifications' })).not.toBeAttached()

  const arrived = page.waitForResponse((response) =>
    sendingCode.includes(new URL(response.url()).pathname),
  )
  await page.getByRole('textbox', { name: 'Name' }).focus()
  expect((await arrived).ok()).toBe(true)
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached()
})
// That React DOM's script asks to be compiled while it loads: tests/integration/builtSite.test.ts.
