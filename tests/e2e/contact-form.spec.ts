import { expect, holdBack, recordRequests, test } from '../support/fixtures'
import { builtFile, filesOnlyFor } from '../support/manifest'

// Sending and each failure, on the real API: contact-delivery.spec.ts; the fields' rules:
// ContactForm.test.tsx; the toast styled under the site's CSP: security-csp.spec.ts.

test.describe('a visitor sends a message through the contact form', () => {
  test('the sending code and the toaster are not part of the first JavaScript the page loads, but come as the visitor starts on the form', async ({
    page,
    gotoReady,
  }) => {
    const sendingCode = filesOnlyFor('src/features/contact/contactSending.ts')
    const toasterCode = filesOnlyFor('src/components/Toaster.tsx')
    expect(sendingCode.length).toBeGreaterThan(0)
    expect(toasterCode.length).toBeGreaterThan(0)
    const requested = recordRequests(page)
    await gotoReady('/', { waitUntil: 'networkidle' })
    expect(requested.some((path) => path.endsWith('.js'))).toBe(true)
    expect(requested.filter((path) => [...sendingCode, ...toasterCode].includes(path))).toEqual([])
    await expect(page.getByRole('region', { name: 'Notifications' })).not.toBeAttached()

    // The visitor starts on the form: the sending code arrives, the toaster is ready to announce.
    const arrived = page.waitForResponse((response) =>
      sendingCode.includes(new URL(response.url()).pathname),
    )
    await page.getByRole('textbox', { name: 'Name' }).focus()
    expect((await arrived).ok()).toBe(true)
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached()
  })

  test('a toast made before the toaster is on the page still shows once it is', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/es#contact')
    // The toaster's code held back until the message is sent.
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

  test('what was typed survives a language switch made while the other language loads', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    // Every script held back (the Spanish messages among them), as on a slow connection.
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
