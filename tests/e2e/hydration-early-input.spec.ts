// Uses Playwright's plain `test`: these journeys act before the page is interactive on purpose.
import { expect, test, type Page } from '@playwright/test'
import { holdBack, recordRequests, waitUntilInteractive } from '../support/fixtures'
import { watchTheKey, whatTheKeyDid } from '../support/keyWatch'
import { builtFile, builtFiles } from '../support/manifest'
import { slowArrival } from '../support/slowArrival'

const SUCCESS = "Message sent successfully! We'll get back to you soon."

/** Holds the app's code back, as a slow phone would, so taps land on the prerendered HTML. */
const appCode = builtFile('src/handover/start.tsx')
const holdAppBack = (page: Page) => holdBack(page, (url) => url.pathname === appCode)

// Before the app, the switch is a plain link to the page in the other language (a click:
// language.spec.ts "without JavaScript"); Space needs the page's own loader.
test('the language switch answers Space from the first paint, before the page is interactive', async ({
  page,
}) => {
  await holdAppBack(page)
  await page.goto('/projects', { waitUntil: 'load' })
  const toggle = page.getByRole('switch', { name: 'Spanish version (Español)' })
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro trabajo' })).toBeVisible()
  // Still the prerendered page: the app's code never came.
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true')
})

test('the send button waits for the page to be interactive, so an early tap sends nothing', async ({
  page,
}) => {
  const sent = recordRequests(page)
  const release = await holdAppBack(page)
  await page.goto('/#contact', { waitUntil: 'load' })
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await form.getByRole('textbox', { name: 'Message' }).fill('Tapped too early.')
  const send = form.getByRole('button', { name: 'Send message' })
  await expect(send).toBeDisabled()
  // A finger's tap where the button is, as a visitor taps it (a locator's click would wait for
  // the button to be enabled).
  const box = await send.boundingBox()
  expect(box).not.toBeNull()
  await page.mouse.click(
    (box?.x ?? 0) + (box?.width ?? 0) / 2,
    (box?.y ?? 0) + (box?.height ?? 0) / 2,
  )

  release()
  await waitUntilInteractive(page)
  await expect(send).toBeEnabled()
  await expect(page).toHaveURL('/#contact')
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Tapped too early.')
  expect(sent.filter((path) => path === '/api/contact')).toEqual([])
})

test('text typed before the page is interactive is kept, and sent once it is', async ({ page }) => {
  const release = await holdAppBack(page)
  await page.goto('/#contact', { waitUntil: 'load' })
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await form.getByRole('textbox', { name: 'Email' }).pressSequentially('ada@example.com')
  await form.getByRole('textbox', { name: 'Message' }).fill('A film about engines.')
  await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()

  release()
  await waitUntilInteractive(page)
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 5000 })
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

// The moments of the hand-over a key can land in once the app's code has arrived, on a slow
// phone: the app's code runs, and hydrates the page, four times slower; the page's messages,
// which the app loads with its route's code before it hydrates (src/handover/start.tsx,
// router.load()), are held back, then arrive with a long task (tests/support/slowArrival.ts), and
// the key is pressed while it runs. With the route's code held back until after the key, the key
// comes before the app hydrates (the loader answers it); with the route's code there, it comes
// as the app hydrates (the app answers it). Engines' language.journey.ts has the same in Firefox
// and WebKit.
for (const moment of ['before it hydrates', 'as it hydrates'] as const) {
  test(`Space on the switch once the app's code has arrived, ${moment}, navigates once`, async ({
    page,
    baseURL,
  }) => {
    const site = slowArrival(() => baseURL ?? '', builtFile('src/i18n/en.ts'), {
      heldUntil:
        moment === 'before it hydrates' ? builtFiles('routes/{-$locale}/projects.tsx') : [],
    })
    const origin = await site.start()
    try {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`${origin}/projects`, { waitUntil: 'load' })
      await page.getByRole('switch', { name: 'Spanish version (Español)' }).focus()
      // New history entries and the app's state at the key (the proxy counts documents).
      await page.evaluate(watchTheKey)
      site.release()
      await site.longTaskBegun()
      await page.keyboard.press('Space')
      site.releaseHeld()

      await expect(page).toHaveURL(`${origin}/es/projects`)
      await expect(page.getByRole('heading', { level: 1, name: 'Nuestro trabajo' })).toBeVisible()
      await waitUntilInteractive(page)
      await expect(page.getByRole('switch', { name: 'Versión en español' })).toBeChecked()
      const { ready, entries } = await page.evaluate(whatTheKeyDid)
      // The key came while the app was taking over, not after.
      expect(ready).toBe('no')
      // After /projects itself: one new document or one new entry, and no reload.
      expect([...site.documents().slice(1), ...entries]).toEqual(['/es/projects'])
    } finally {
      site.stop()
    }
  })
}

test('a link followed while the app takes over that opens no page leaves the app to take over', async ({
  page,
}) => {
  // While the app loads its route's code, a link that opens nothing (here an answer with no
  // content; a download is another): the page stays, so the app must still take it over
  // (src/handover/start.tsx waits a moment for the page to go, then goes on).
  const messages = builtFile('src/i18n/en.ts')
  const release = await holdBack(page, (url) => url.pathname === messages)
  await page.route('**/opens-nothing', (route) => route.fulfill({ status: 204 }))
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === messages)
  await page.goto('/projects', { waitUntil: 'load' })
  await asked
  await page.evaluate(() => location.assign('/opens-nothing'))
  await page.waitForResponse((response) => response.url().endsWith('/opens-nothing'))
  release()

  await waitUntilInteractive(page)
  await expect(page).toHaveURL('/projects')
  await page.getByRole('switch', { name: 'Spanish version (Español)' }).click()
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro trabajo' })).toBeVisible()
})
