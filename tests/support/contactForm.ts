import type { Page } from '@playwright/test'
import { translatorFor } from '../../src/i18n/dictionaries'
import type { Locale } from '../../shared/locales'

/** The contact form's words in one language: its name, its fields' labels, its button. */
export function contactWords(locale: Locale = 'en') {
  const t = translatorFor(locale)
  return {
    form: t('contact.form.title'),
    name: t('contact.form.name'),
    email: t('contact.form.email'),
    company: t('contact.form.company'),
    message: t('contact.form.message'),
    submit: t('contact.form.submit'),
  }
}

export type ContactWords = ReturnType<typeof contactWords>

type Typed = { name?: string; email?: string; company?: string; message: string }

/**
 * Types a message into the page's contact form as a visitor does (Ada Lovelace and her address
 * unless given), in the page's language; resolves to the form.
 */
export async function fillContactForm(
  page: Page,
  { name = 'Ada Lovelace', email = 'ada@example.com', company, message }: Typed,
  words: ContactWords = contactWords(),
) {
  const form = page.getByRole('form', { name: words.form })
  await form.getByRole('textbox', { name: words.name }).fill(name)
  await form.getByRole('textbox', { name: words.email }).fill(email)
  if (company !== undefined) await form.getByRole('textbox', { name: words.company }).fill(company)
  await form.getByRole('textbox', { name: words.message }).fill(message)
  return form
}
