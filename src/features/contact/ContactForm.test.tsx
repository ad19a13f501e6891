import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/renderApp'
import { translatorFor } from '../../i18n/dictionaries'
import { retryAfterSeconds, sending, type Answer } from './contactSending'

// What the journeys in tests/e2e/contact-*.spec.ts check against the real Worker (a failure kept,
// "Try again", the draft across a reload, offline, the honeypot) is not repeated here.

const SUCCESS_ES = '¡Mensaje enviado! Te responderemos muy pronto.'
/** A toast waits for the lazily loaded toaster's first import, slow on a busy machine. */
const TOAST_WAIT = { timeout: 5000 }

async function openForm(url = '/') {
  await renderApp(url)
  const form = await screen.findByRole('form', { name: /Send us a message|Escríbenos/ }, TOAST_WAIT)
  return within(form)
}

afterEach(() => {
  toast.dismiss() // sonner replays still-open toasts to a new toaster
  sessionStorage.clear() // the form's draft
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the contact form', () => {
  it('has labelled fields with the message schema’s rules and the browser’s own checks', async () => {
    const form = await openForm()
    const [name, email, company, message] = ['Name', 'Email', 'Company (optional)', 'Message'].map(
      (label) => form.getByRole('textbox', { name: label }),
    )
    for (const field of [name, email, message]) expect(field).toBeRequired()
    expect(company).not.toBeRequired()
    expect(name).toHaveAttribute('maxLength', '100')
    expect(email).toHaveAttribute('type', 'email')
    expect(message).toHaveAttribute('rows', '5')
    expect(message).toHaveAttribute('maxLength', '5000')
  })

  it('trims values and explains, next to each field, what is missing, until it is fixed', async () => {
    const form = await openForm('/es')
    const user = userEvent.setup()
    const name = form.getByRole('textbox', { name: 'Nombre' })
    const email = form.getByRole('textbox', { name: 'Correo electrónico' })
    await user.type(name, '   ')
    await user.type(email, '  ada@example.com  ')
    await user.type(form.getByRole('textbox', { name: 'Mensaje' }), '  Hola  ')
    await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))

    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Escribe tu nombre.')
    expect(name).toHaveFocus()
    expect(email).toHaveValue('ada@example.com')
    expect(email).toHaveAttribute('aria-invalid', 'false')

    await user.type(name, 'Ada')
    expect(name).toHaveAttribute('aria-invalid', 'false')
    expect(name).not.toHaveAccessibleDescription()
  })

  it('gives a malformed address the browser’s check and a clear message next to it', async () => {
    const form = await openForm()
    const user = userEvent.setup()
    const email = form.getByRole('textbox', { name: 'Email' })
    await user.type(email, 'not-an-email')
    await user.click(form.getByRole('button', { name: 'Send message' }))
    expect((email as HTMLInputElement).validity.typeMismatch).toBe(true)
    expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    )
  })

  // "Try again" after each failure, under the same key: tests/e2e/contact-delivery.spec.ts.
  it('tries a message again under its key by itself, with the page’s language, and a new message with a new key', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://api.example/contact')
    const created = () => Response.json({ id: 'stored' }, { status: 201 })
    const fetchSpy = vi
      .fn<typeof fetch>()
      // No answer at all: tried again by itself.
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(created())
      .mockResolvedValueOnce(created())
    vi.stubGlobal('fetch', fetchSpy)
    type Sent = { idempotencyKey: string; locale: string }
    const sent = () => fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Sent)
    const keys = () => sent().map(({ idempotencyKey }) => idempotencyKey)
    const form = await openForm('/es')
    const user = userEvent.setup()
    const send = async () => {
      const typed = { Nombre: 'Ada', 'Correo electrónico': 'ada@example.com', Mensaje: 'Hola' }
      for (const [name, text] of Object.entries(typed)) {
        await user.clear(form.getByRole('textbox', { name }))
        await user.type(form.getByRole('textbox', { name }), text)
      }
      await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
    }
    await send()
    expect(await screen.findByText(SUCCESS_ES, undefined, TOAST_WAIT)).toBeInTheDocument()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://api.example/contact')
    expect(new Set(keys()).size).toBe(1)
    expect(sent().map(({ locale }) => locale)).toEqual(['es', 'es'])
    expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('')

    // Once sent, the next message is a new one, with a new key.
    await send()
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3))
    expect(keys()[2]).not.toBe(keys()[0])
  })

  // The form keeps every field and offers "Try again" after any refusal, each the same way
  // (tests/e2e/contact-delivery.spec.ts, after a 500); only the words differ, chosen here.
  it('words each refusal: a 429 in the minutes of its Retry-After, a 503, and any other status by its number', async () => {
    const en = translatorFor('en')
    const refusedWith = async (answer: Response) => {
      vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer))
      const said = await sending.mutate({} as never).then(
        () => 'sent',
        (failure: Answer) => failure.say(en),
      )
      sending.reset()
      return said
    }
    const json = (status: number, error: string, retryAfter: string) =>
      Response.json({ error }, { status, headers: { 'Retry-After': retryAfter } })
    const said = async (answer: Response, words: string) =>
      expect(await refusedWith(answer)).toBe(words)
    await said(json(429, 'tooManyRequests', '120'), en('contact.error.rateLimited', { minutes: 2 }))
    await said(json(503, 'unavailable', '60'), en('contact.error.unavailable'))
    await said(new Response(null, { status: 500 }), en('contact.error.server', { status: 500 }))
  })

  it('marks a field the API refuses next to it, in the page’s language, every field kept', async () => {
    const es = translatorFor('es')
    const refusal = { errors: { email: 'contact.validation.emailInvalid' } } // worker/contact.ts
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json(refusal, { status: 400 })),
    )
    const form = await openForm('/es')
    const user = userEvent.setup()
    const typed = { Nombre: 'Ada', 'Correo electrónico': 'ada@example.com', Mensaje: 'Hola' }
    for (const [name, text] of Object.entries(typed)) {
      await user.type(form.getByRole('textbox', { name }), text)
    }
    await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
    expect(
      await screen.findByText(es('contact.error.invalid'), undefined, TOAST_WAIT),
    ).toBeVisible()
    const email = form.getByRole('textbox', { name: 'Correo electrónico' })
    expect(email).toHaveAccessibleDescription(es('contact.validation.emailInvalid'))
    for (const [name, text] of Object.entries(typed)) {
      expect(form.getByRole('textbox', { name })).toHaveValue(text)
    }
  })

  it('reads Retry-After as seconds, never less than a second', () => {
    expect(['90', '0', 'soon'].map(retryAfterSeconds)).toEqual([90, 1, 60])
  })
})
