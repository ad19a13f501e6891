import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/renderApp'
import { translatorFor } from '../../i18n/dictionaries'
import { retryAfterSeconds, sending, type Answer } from './contactSending'

// What the journeys in tests/e2e/contact-*.spec.ts check against the real Worker (a failure kept,
// "Try again", the draft across a reload, offline, the honeypot) is not repeated here.

const es = translatorFor('es')
const en = translatorFor('en')
/** A toast waits for the lazily loaded toaster's first import, slow on a busy machine. */
const TOAST_WAIT = { timeout: 5000 }
const typed = {
  Nombre: 'Ada',
  'Correo electrónico': 'ada@example.com',
  Mensaje: 'Hola',
}

async function openForm() {
  await renderApp('/es')
  const form = within(await screen.findByRole('form', { name: 'Escríbenos' }, TOAST_WAIT))
  return { form, field: (name: string) => form.getByRole('textbox', { name }) }
}

afterEach(() => {
  toast.dismiss() // sonner replays still-open toasts to a new toaster
  sessionStorage.clear() // the form's draft
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the contact form', () => {
  it('has labelled fields with the schema’s rules and the browser’s checks, and says next to each field what is missing or malformed, until it is fixed', async () => {
    const { form, field } = await openForm()
    const user = userEvent.setup()
    const [name, email, message] = [field('Nombre'), field('Correo electrónico'), field('Mensaje')]
    expect(field('Empresa (opcional)')).toMatchObject({ required: false, maxLength: 120 })
    expect(name).toMatchObject({ required: true, maxLength: 100 })
    expect(email).toMatchObject({ required: true, type: 'email' })
    expect(message).toMatchObject({ required: true, rows: 5, maxLength: 5000 })

    await user.type(name, '   ')
    await user.type(email, '  ada@example.com  ')
    await user.type(message, '  Hola  ')
    const send = () => user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
    await send()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(es('contact.validation.nameRequired'))
    expect(name).toHaveFocus()
    expect(email).toHaveValue('ada@example.com')
    expect(email).toHaveAttribute('aria-invalid', 'false')
    await user.type(name, 'Ada')
    expect(name).toHaveAttribute('aria-invalid', 'false')
    expect(name).not.toHaveAccessibleDescription()

    await user.clear(email)
    await user.type(email, 'not-an-email')
    await send()
    expect((email as HTMLInputElement).validity.typeMismatch).toBe(true)
    expect(email).toHaveAccessibleDescription(
      'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    )
  })

  // "Try again" after each failure, under the same key: tests/e2e/contact-delivery.spec.ts.
  it('tries a message again under its key by itself, in the page’s language; a new message has a new key, and a field the API refuses is marked next to it, every field kept', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://api.example/contact')
    const refusal = { errors: { email: 'contact.validation.emailInvalid' } } // worker/contact.ts
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch')) // no answer: tried again by itself
      .mockResolvedValueOnce(Response.json({ id: 'stored' }, { status: 201 }))
      .mockResolvedValueOnce(Response.json(refusal, { status: 400 }))
    vi.stubGlobal('fetch', fetchSpy)
    type Sent = { idempotencyKey: string; locale: string }
    const sent = () => fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Sent)
    const keys = () => sent().map(({ idempotencyKey }) => idempotencyKey)
    const { form, field } = await openForm()
    const user = userEvent.setup()
    const send = async () => {
      for (const [name, text] of Object.entries(typed)) {
        await user.clear(field(name))
        await user.type(field(name), text)
      }
      await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
    }
    await send()
    expect(await screen.findByText(es('contact.success'), undefined, TOAST_WAIT)).toBeVisible()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://api.example/contact')
    expect(new Set(keys()).size).toBe(1)
    expect(sent().map(({ locale }) => locale)).toEqual(['es', 'es'])
    expect(field('Mensaje')).toHaveValue('')

    await send()
    expect(
      await screen.findByText(es('contact.error.invalid'), undefined, TOAST_WAIT),
    ).toBeVisible()
    expect(keys()[2]).not.toBe(keys()[0])
    const email = field('Correo electrónico')
    expect(email).toHaveAccessibleDescription(es('contact.validation.emailInvalid'))
    for (const [name, text] of Object.entries(typed)) expect(field(name)).toHaveValue(text)
  })

  // The form keeps every field and offers "Try again" after any refusal, each the same way
  // (tests/e2e/contact-delivery.spec.ts, after a 500); only the words differ, chosen here.
  const json = (status: number, error: string, retryAfter: string) =>
    Response.json({ error }, { status, headers: { 'Retry-After': retryAfter } })
  // prettier-ignore
  it.each([
    [429, en('contact.error.rateLimited', { minutes: 2 }), () => json(429, 'tooManyRequests', '120')],
    [503, en('contact.error.unavailable'), () => json(503, 'unavailable', '60')],
    [500, en('contact.error.server', { status: 500 }), () => new Response(null, { status: 500 })],
  ])('words a %i refusal: %s', async (_, words, answer) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer()))
    const said = await sending.mutate({} as never).then(
      () => 'sent',
      (failure: Answer) => failure.say(en),
    )
    sending.reset()
    expect(said).toBe(words)
  })

  it('reads Retry-After as seconds, never less than a second', () => {
    expect(['90', '0', 'soon'].map(retryAfterSeconds)).toEqual([90, 1, 60])
  })
})
