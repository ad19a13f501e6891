import type { Page } from '@playwright/test'
import { translatorFor } from '../../src/i18n/dictionaries'

const t = translatorFor('en')

/** The contact form's words in English: its name, its fields' labels, its button. */
export const contactWords = {
  form: t('contact.form.title'),
  name: t('contact.form.name'),
  email: t('contact.form.email'),
  company: t('contact.form.company'),
  message: t('contact.form.message'),
  submit: t('contact.form.submit'),
}

type Typed = { name?: string; email?: string; company?: string; message: string }

/** Types a message into the English contact form (as Ada Lovelace unless given); gives the form. */
export async function fillContactForm(
  page: Page,
  { name = 'Ada Lovelace', email = 'ada@example.com', company, message }: Typed,
) {
  const form = page.getByRole('form', { name: contactWords.form })
  await form.getByRole('textbox', { name: contactWords.name }).fill(name)
  await form.getByRole('textbox', { name: contactWords.email }).fill(email)
  if (company !== undefined)
    await form.getByRole('textbox', { name: contactWords.company }).fill(company)
  await form.getByRole('textbox', { name: contactWords.message }).fill(message)
  return form
}
