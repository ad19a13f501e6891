import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test, type GotoReady } from './fixtures'
import { filesOnlyFor } from './manifest'
import { startContactServer, type ContactServer } from '../tools/contact-server'

// Runs against the build made with VITE_CONTACT_ENDPOINT (the "endpoint" project in
// playwright.config.ts), posting to a loopback stand-in that this spec starts and steers.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SUCCESS = "Message sent successfully! We'll get back to you soon."
const typed = { name: 'Ada Lovelace', email: 'ada@example.com', company: '', message: 'Hello!' }

test.describe.configure({ mode: 'serial' })

let server: ContactServer
test.beforeAll(async () => {
  server = await startContactServer()
})
test.afterAll(async () => {
  await server.close()
})
test.beforeEach(() => {
  server.mode = 'ok'
  server.received.length = 0
})

async function fillAndSend(page: Page, gotoReady?: GotoReady) {
  if (gotoReady) await gotoReady('/#contact')
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('textbox', { name: 'Name' }).fill(` ${typed.name} `)
  await form.getByRole('textbox', { name: 'Email' }).fill(typed.email)
  await form.getByRole('textbox', { name: 'Message' }).fill(typed.message)
  await form.getByRole('button', { name: 'Send message' }).click()
  return form
}

async function expectValuesKept(form: ReturnType<Page['getByRole']>) {
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(typed.name)
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(typed.email)
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(typed.message)
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
}

test.describe('a message sent to the contact endpoint', () => {
  test('arrives as JSON; the form clears with the success toast', async ({ page, gotoReady }) => {
    const form = await fillAndSend(page, gotoReady)
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    expect(server.received).toEqual([typed])
  })

  test('a server error keeps every value, says what happened, and "Try again" sends it', async ({
    page,
    gotoReady,
  }) => {
    server.mode = 'error'
    const form = await fillAndSend(page, gotoReady)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'error 500' })
    await expect(toast).toContainText('The server could not take your message (error 500).')
    await expectValuesKept(form)
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    expect(violations).toEqual([])

    server.mode = 'ok'
    await toast.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    expect(server.received).toEqual([typed, typed])
  })

  test('no answer times out with a clear error, values kept, and a retry works', async ({
    page,
    gotoReady,
  }) => {
    test.slow()
    server.mode = 'hang'
    const form = await fillAndSend(page, gotoReady)
    await expect(form.getByRole('button', { name: 'Sending your message' })).toBeDisabled()
    await expect(
      page.getByText('The server took too long to answer.', { exact: false }),
    ).toBeVisible({ timeout: 15_000 })
    await expectValuesKept(form)

    server.mode = 'ok'
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
  })

  test('offline, the visitor is told, keeps the text, and can send once back online', async ({
    page,
    context,
    gotoReady,
  }) => {
    // The form's sending code in this build, found through Vite's manifest.
    const sendingCode = filesOnlyFor(
      'src/features/contact/contactSending.ts',
      process.env.ENDPOINT_DIST_DIR ?? 'dist-endpoint',
    )
    await gotoReady('/#contact')
    // The visitor starts on the form (which fetches its sending code and readies the toaster)
    // before the connection drops.
    const codeArrived = page.waitForResponse((response) =>
      sendingCode.includes(new URL(response.url()).pathname),
    )
    await page.getByRole('textbox', { name: 'Name' }).focus()
    await codeArrived
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached()
    await context.setOffline(true)
    const form = await fillAndSend(page)
    await expect(page.getByText(/You seem to be offline/)).toBeVisible()
    await expectValuesKept(form)
    expect(server.received).toEqual([])

    await context.setOffline(false)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    expect(server.received).toEqual([typed])
  })

  test('errors are in Spanish on Spanish pages', async ({ page, gotoReady }) => {
    server.mode = 'error'
    await gotoReady('/es#contact')
    const form = page.getByRole('form', { name: 'Escríbenos' })
    await form.getByRole('textbox', { name: 'Nombre' }).fill(typed.name)
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(typed.email)
    await form.getByRole('textbox', { name: 'Mensaje' }).fill(typed.message)
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'error 500' })
    await expect(toast).toContainText('El servidor no pudo recibir tu mensaje (error 500).')
    await expect(toast.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  })
})
