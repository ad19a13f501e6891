import { expect, holdBack, test } from '../support/fixtures'
import { builtFile } from '../support/manifest'

// Sending and each failure, on the real API: contact-delivery.spec.ts; the fields' rules:
// ContactForm.test.tsx; the toast styled under the site's CSP: security-csp.spec.ts; the sending
// code and the toaster not in the first load: build-first-load-budget.spec.ts.
test('a toast made before the toaster is on the page still shows once it is; what was typed survives a language switch made while the other language loads', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/es#contact')
  const toasterFile = builtFile('src/components/Toaster.tsx')
  const releaseToaster = await holdBack(page, (url) => url.pathname === toasterFile)
  const form = page.getByRole('form', { name: 'Escríbenos' })
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Ada')
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('ada@example.com')
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('Hola')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('', { timeout: 5000 })
  await expect(page.getByRole('region', { name: 'Notificaciones' })).not.toBeAttached()
  releaseToaster()
  await expect(
    page
      .getByRole('region', { name: 'Notificaciones' })
      .getByText('¡Mensaje enviado! Te responderemos muy pronto.'),
  ).toBeVisible()

  // Every script held back (the English messages among them), as on a slow connection.
  const release = await holdBack(page)
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Ada Lovelace')
  await page.getByRole('switch', { name: 'Versión en español' }).click()
  release()
  await expect(page).toHaveURL('/#contact')
  const english = page.getByRole('form', { name: 'Send us a message' })
  await expect(english.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
  await english.getByRole('button', { name: 'Send message' }).click()
  await expect(english.getByText(/email/).first()).toBeVisible()
  await expect(english.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
})
