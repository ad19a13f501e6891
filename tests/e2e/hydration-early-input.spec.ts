// Uses Playwright's plain `test`: these journeys act before the page is interactive on purpose.
import { expect, test, type Page } from '@playwright/test'
import {
  holdAppBack,
  holdBack,
  recordRequests,
  twoFrames,
  waitUntilInteractive,
} from '../support/fixtures'
import { builtFile, builtFiles } from '../support/manifest'
import { slowArrival, watchTheKey, whatTheKeyDid } from '../support/slowArrival'

const SUCCESS = "Message sent successfully! We'll get back to you soon."

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

// Before the app, the switch is a plain link to the page in the other language (its address:
// tests/integration/builtSite.test.ts); Space needs the page's own loader. An anchor is the
// browser's to follow, in any page and language; the app must leave it be.
test('before the page is interactive: the language switch answers Space; /#contact opens at the form; what is typed and tapped there stays where it is, sends nothing, and is sent once the app has taken over', async ({
  page,
}) => {
  const sent = recordRequests(page)
  const release = await holdAppBack(page)
  await page.goto('/projects', { waitUntil: 'load' })
  await page.getByRole('switch', { name: 'Spanish version (Español)' }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro trabajo' })).toBeVisible()
  // Still the prerendered page: the app's code never came.
  await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true')

  await page.goto('/#contact', { waitUntil: 'load' })
  const form = page.getByRole('form', { name: 'Send us a message' })
  await expect(form).toBeInViewport()
  expect(await scrollY(page)).toBeGreaterThan(0)
  const typed = { Name: 'Ada Lovelace', Email: 'ada@example.com', Message: 'Tapped too early.' }
  await form.getByRole('textbox', { name: 'Name' }).fill(typed.Name)
  await form.getByRole('textbox', { name: 'Email' }).pressSequentially(typed.Email)
  await form.getByRole('textbox', { name: 'Message' }).fill(typed.Message)
  const send = form.getByRole('button', { name: 'Send message' })
  await expect(send).toBeDisabled()
  // A finger's tap where the button is (a locator's click would wait for it to be enabled).
  const box = await send.boundingBox()
  if (!box) throw new Error('the send button is not on screen')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const opened = await scrollY(page)

  release()
  await waitUntilInteractive(page)
  await twoFrames(page)
  expect(await scrollY(page)).toBe(opened)
  await expect(page).toHaveURL('/#contact')
  for (const [name, value] of Object.entries(typed))
    await expect(form.getByRole('textbox', { name })).toHaveValue(value)
  expect(sent.filter((path) => path === '/api/contact')).toEqual([])
  await send.click()
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 5000 })
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

// The key pressed during the long task the page's messages arrive with (slowArrival.ts), at 4x
// CPU: with the route's code held until after it, the loader answers it; else the app does.
// Firefox and WebKit: engines' language.journey.ts.
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
  // A 204 or a download leaves the page: src/handover/start.tsx waits for it to go, then goes on.
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
