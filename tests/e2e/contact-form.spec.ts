import { expectNoAxeViolations } from '../support/axe'
import { expect, holdBack, recordRequests, test } from '../support/fixtures'
import { builtFile, filesOnlyFor } from '../support/manifest'

const SUCCESS = "Message sent successfully! We'll get back to you soon."

test.describe('a visitor sends a message through the contact form', () => {
  test('it shows that it is sending until the API has stored it, a toast confirms it, and every field is cleared', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/#contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5')

    await form.getByRole('textbox', { name: 'Name' }).fill('  Ada Lovelace ')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Company (optional)' }).fill('Analytical Engines')
    await form.getByRole('textbox', { name: 'Message' }).fill('A film about engines.')
    // The request waits here until the test lets it through to the site's own API.
    const release = await holdBack(page, '**/api/contact')
    const answered = page.waitForResponse('**/api/contact')
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(form.getByRole('button', { name: 'Sending your message' })).toBeDisabled()
    await expect(
      page.getByRole('status').filter({ hasText: 'Sending your message' }),
    ).toBeAttached()
    release()
    expect((await answered).status()).toBe(201)
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts).toHaveAttribute('aria-live', 'polite')
    await expect(toasts.getByText(SUCCESS, { exact: true })).toBeVisible()

    for (const name of ['Name', 'Email', 'Company (optional)', 'Message']) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('')
    }
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('the toast is styled from the site’s stylesheet, with no <style> added at run time', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello')
    await form.getByRole('button', { name: 'Send message' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: SUCCESS })
    await expect(toast).toBeVisible({ timeout: 5000 })
    await expect(toast).toHaveCSS('position', 'absolute')
    await expect(toast).toHaveCSS('border-radius', '12px')
    await expect(toast).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed')
    expect(await page.locator('style').count()).toBe(0)
  })

  test('in Spanish the form, its errors and its toast are Spanish', async ({ page, gotoReady }) => {
    await gotoReady('/es#contact')
    const form = page.getByRole('form', { name: 'Escríbenos' })
    const name = form.getByRole('textbox', { name: 'Nombre' })
    const email = form.getByRole('textbox', { name: 'Correo electrónico' })
    const message = form.getByRole('textbox', { name: 'Mensaje' })

    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Escribe tu nombre.')
    await expect(email).toHaveAccessibleDescription('Escribe tu correo electrónico.')
    await expect(message).toHaveAccessibleDescription('Escribe tu mensaje.')
    await expect(name).toBeFocused()
    await expectNoAxeViolations(page)

    await name.fill('   ')
    await email.fill('ada@example')
    await message.fill('Hola')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(name).toHaveAccessibleDescription('Escribe tu nombre.')
    await expect(message).not.toHaveAttribute('aria-invalid', 'true')

    await name.fill('Ada')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await email.fill('ada@example.com')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(
      page
        .getByRole('region', { name: 'Notificaciones' })
        .getByText('¡Mensaje enviado! Te responderemos muy pronto.'),
    ).toBeVisible({ timeout: 5000 })
    await expect(message).toHaveValue('')
  })

  test('a malformed email gets the browser’s check and a clear message', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/#contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    const email = form.getByRole('textbox', { name: 'Email' })
    await email.fill('not-an-email')
    await form.getByRole('button', { name: 'Send message' }).click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    )
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    )
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'maxlength',
      '5000',
    )
  })

  test('the toaster is not part of the first JavaScript the page loads', async ({
    page,
    gotoReady,
  }) => {
    // The toaster's code and sonner's, found through Vite's manifest.
    const toasterCode = filesOnlyFor('src/components/Toaster.tsx')
    expect(toasterCode.length).toBeGreaterThan(0)
    const requested = recordRequests(page)
    await gotoReady('/', { waitUntil: 'networkidle' })
    expect(requested.some((path) => path.endsWith('.js'))).toBe(true)
    expect(requested.filter((path) => toasterCode.includes(path))).toEqual([])
    // Nor loaded before the visitor starts on the form; from then on it is ready to announce.
    await expect(page.getByRole('region', { name: 'Notifications' })).not.toBeAttached()
    await page.getByRole('textbox', { name: 'Name' }).focus()
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached()
  })

  test('a toast made before the toaster is on the page still shows once it is', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/es#contact')
    // Hold back the toaster's own code (found through Vite's manifest) until the message is sent.
    const toasterFile = builtFile('src/components/Toaster.tsx')
    const release = await holdBack(page, (url) => url.pathname === toasterFile)
    const form = page.getByRole('form', { name: 'Escríbenos' })
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Ada')
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Mensaje' }).fill('Hola')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('', { timeout: 5000 })
    await expect(page.getByRole('region', { name: 'Notificaciones' })).not.toBeAttached()

    release()
    await expect(
      page
        .getByRole('region', { name: 'Notificaciones' })
        .getByText('¡Mensaje enviado! Te responderemos muy pronto.'),
    ).toBeVisible()
  })

  test('switching language keeps the form working, in the new language, with no warning', async ({
    page,
    gotoReady,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await gotoReady('/', { waitUntil: 'networkidle' })

    await page.getByRole('switch', { name: 'Spanish version (Español)' }).click()
    await expect(page).toHaveURL('/es')
    const form = page.getByRole('form', { name: 'Escríbenos' })
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toBeAttached()
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Escribe tu nombre.',
    )
    expect(problems).toEqual([])
  })

  test('what was typed survives a language switch made while the other language loads', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    // Hold back every script from now on (the Spanish messages among them), as a slow
    // connection would, while the visitor types and switches.
    const release = await holdBack(page)
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
    await page.getByRole('switch', { name: 'Spanish version (Español)' }).click()
    release()
    await expect(page).toHaveURL('/es')
    const form = page.getByRole('form', { name: 'Escríbenos' })
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ada Lovelace')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(form.getByText(/correo/).first()).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ada Lovelace')
  })
})
