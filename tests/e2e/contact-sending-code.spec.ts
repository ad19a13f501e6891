import {
  countDocuments,
  expect,
  holdBack,
  test,
  twoFrames,
  waitUntilInteractive,
} from '../support/fixtures'
import { fillContactForm } from '../support/contactForm'
import { storedCount } from '../support/database'
import { filesOnlyFor } from '../support/manifest'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'

// The browser visitors use: the headless shell, under load, sometimes keeps a failed import()
// for one more try, where the browser fetches it anew.
test.use({ launchOptions: chromiumLaunchOptions })

const SUCCESS = "Message sent successfully! We'll get back to you soon."

const sendingCode = filesOnlyFor('src/features/contact/contactSending.ts')
// A pattern, not a function: matched in the browser's driver, no request waits for this process.
const isSendingCode = new RegExp(`(${sendingCode.join('|').replaceAll('.', '\\.')})$`)

// Not with the page, but as soon as the visitor starts on the form, with the toaster's code:
// build-first-load-budget.spec.ts; arriving from another page, the form works at once:
// header.spec.ts; a message sent while that code is on its way waits for it, spinner showing:
// contact-delivery.spec.ts.
test.describe('the contact form’s sending code loads when it is first needed', () => {
  test('a press of Send held while that code arrives still sends, the button keeping the focus', async ({
    page,
    gotoReady,
  }) => {
    const text = `Pressed before the code came — ${crypto.randomUUID()}`
    await gotoReady('/#contact')
    const form = await fillContactForm(page, { message: text })
    // The page anew: the draft is back, the sending code not yet loaded.
    await page.reload()
    await waitUntilInteractive(page)
    const release = await holdBack(page, isSendingCode)
    const button = form.getByRole('button', { name: 'Send message' })
    await button.hover()
    // The press's first half focuses the button, the form's first focus: the code is asked for.
    await page.mouse.down()
    await expect(button).toBeFocused()
    const arrived = sendingCode.map((file) => page.waitForResponse((r) => r.url().endsWith(file)))
    release()
    await Promise.all(arrived)
    // The code has run and the form has drawn whatever its arrival changes.
    await twoFrames(page)
    await expect(button).toBeFocused()
    await page.mouse.up()

    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 5000 })
    expect(await storedCount(text)).toBe(1)
  })

  test('when that code cannot be fetched, the page is loaded once, then the visitor is told, keeps the text, and can send', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/#contact')
    await page.route(isSendingCode, (route) => route.abort('internetdisconnected'))
    const documents = countDocuments(page)
    const form = await fillContactForm(page, { message: 'A film about engines.' })
    const reloaded = page.waitForEvent('load')
    await form.getByRole('button', { name: 'Send message' }).click()

    // Tried again, then the page at this address (a new version's code, if any) with the text,
    // which asks for one more press.
    await reloaded
    await waitUntilInteractive(page)
    await expect(form.getByText('The site was updated while you were writing.')).toBeVisible()
    expect(documents()).toBe(1)
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'A film about engines.',
    )
    // Still no code: the page does not load itself again, it says what happened.
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(
      form.getByText('Your message could not be sent: check your connection.'),
    ).toBeVisible()
    expect(documents()).toBe(1)
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'A film about engines.',
    )

    await page.unroute(isSendingCode)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 5000 })
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('')
  })
})
