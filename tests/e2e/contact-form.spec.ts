import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SUCCESS = "Message sent successfully! We'll get back to you soon."

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

test.describe('a visitor sends a message through the contact form', () => {
  test('it is sent in 1.5 s, a toast confirms it, and every field is cleared', async ({ page }) => {
    await page.goto('/#contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5')
    await expectNoAxeViolations(page)

    await form.getByRole('textbox', { name: 'Name' }).fill('  Ada Lovelace ')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Company (optional)' }).fill('Analytical Engines')
    await form.getByRole('textbox', { name: 'Message' }).fill('A film about engines.')
    const sentAt = Date.now()
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(form.getByRole('button', { name: 'Sending your message' })).toBeDisabled()
    await expect(
      page.getByRole('status').filter({ hasText: 'Sending your message' }),
    ).toBeAttached()
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts).toHaveAttribute('aria-live', 'polite')
    const toast = toasts.getByText(SUCCESS, { exact: true })
    await expect(toast).toBeVisible({ timeout: 5000 })
    const elapsed = Date.now() - sentAt
    expect(elapsed).toBeGreaterThanOrEqual(1500)
    expect(elapsed).toBeLessThan(4000)

    for (const name of ['Name', 'Email', 'Company (optional)', 'Message']) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('')
    }
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('the toast is styled from the site’s stylesheet, with no <style> added at run time', async ({
    page,
  }) => {
    await page.goto('/')
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

  test('in Spanish the form, its errors and its toast are Spanish', async ({ page }) => {
    await page.goto('/es#contact')
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

  test('a malformed email gets the browser’s check and a clear message', async ({ page }) => {
    await page.goto('/#contact')
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

  test('the toaster is not part of the first JavaScript the page loads', async ({ page }) => {
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text())
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    const firstScripts = await Promise.all(bodies)
    expect(firstScripts.length).toBeGreaterThan(0)
    for (const body of firstScripts) expect(body).not.toContain('data-sonner-toaster')
    // Nor loaded before the visitor starts on the form; from then on it is ready to announce.
    await expect(page.getByRole('region', { name: 'Notifications' })).not.toBeAttached()
    await page.getByRole('textbox', { name: 'Name' }).focus()
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached()
  })
})
