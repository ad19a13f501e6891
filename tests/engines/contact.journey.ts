import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

const SUCCESS = "Message sent successfully! We'll get back to you soon."

journey('the contact form keeps what was typed through a failed send, then sends', async (page) => {
  await page.goto('/#contact')
  const form = byRole('form', 'Send us a message')
  const field = (name: string) => byRole('textbox', name, { within: form })
  const send = byRole('button', 'Send message', { within: form })

  await page.fill(field('Name'), 'Ada Lovelace')
  await page.fill(field('Message'), 'A film about engines.')
  await page.click(send)

  // Refused without an email: said next to the field, and nothing typed is lost.
  await expect
    .poll(() => page.see(field('Email')))
    .toMatchObject({
      description: 'Please enter your email address.',
      attributes: expect.objectContaining({ 'aria-invalid': 'true' }),
    })
  expect(await page.see(field('Name'))).toMatchObject({ value: 'Ada Lovelace' })
  expect(await page.see(field('Message'))).toMatchObject({ value: 'A film about engines.' })

  await page.fill(field('Email'), 'ada@example.com')
  await page.click(send)
  // The real API answers in a few milliseconds here, too fast to see the sending state from
  // outside (tests/e2e/contact-delivery.spec.ts holds the answer back to check it): what shows after.
  await expect
    .poll(() => page.see(byRole('region', 'Notifications')))
    .toMatchObject({ text: expect.stringContaining(SUCCESS) })
  for (const name of ['Name', 'Email', 'Message']) {
    await expect.poll(() => page.see(field(name))).toMatchObject({ value: '' })
  }
  await expect.poll(() => page.see(send)).toMatchObject({ disabled: false })
})
