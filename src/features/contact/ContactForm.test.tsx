import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/renderApp'

const SUCCESS = "Message sent successfully! We'll get back to you soon."
/** A toast waits for the lazily loaded toaster's first import, slow on a busy machine. */
const TOAST_WAIT = { timeout: 5000 }

async function openForm(url = '/') {
  const app = await renderApp(url)
  const form = await screen.findByRole(
    'form',
    { name: /Send us a message|Escríbenos/ },
    { timeout: 5000 },
  )
  return { ...app, form: within(form) }
}

/** Fills in the Spanish form (name, email, message) and presses send. */
async function sendInSpanish(form: Awaited<ReturnType<typeof openForm>>['form']) {
  const user = userEvent.setup()
  await user.type(form.getByRole('textbox', { name: 'Nombre' }), 'Ada')
  await user.type(form.getByRole('textbox', { name: 'Correo electrónico' }), 'ada@example.com')
  await user.type(form.getByRole('textbox', { name: 'Mensaje' }), 'Hola')
  await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
}

/** A contact API that answers when the test says so (`answer`), to see the form while it waits. */
function answerLater() {
  let answer: (response: Response) => void = () => {}
  const fetchSpy = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)))
  vi.stubGlobal('fetch', fetchSpy)
  return { fetchSpy, answer: (response: Response) => answer(response) }
}

beforeAll(() => {
  // jsdom has no pointer capture, which sonner uses when a toast is pressed.
  if (!('setPointerCapture' in Element.prototype)) {
    Object.assign(Element.prototype, { setPointerCapture() {}, releasePointerCapture() {} })
  }
})

afterEach(() => {
  // sonner replays still-open toasts to a new toaster; start every test with none.
  toast.dismiss()
  sessionStorage.clear() // the form's draft
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the contact form', { timeout: 15_000 }, () => {
  it('has labelled fields with the browser’s own checks', async () => {
    const { form } = await openForm()
    expect(form.getByRole('textbox', { name: 'Name' })).toBeRequired()
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(form.getByRole('textbox', { name: 'Email' })).toBeRequired()
    expect(form.getByRole('textbox', { name: 'Company (optional)' })).not.toBeRequired()
    const message = form.getByRole('textbox', { name: 'Message' })
    expect(message).toBeRequired()
    expect(message).toHaveAttribute('rows', '5')
    expect(message).toHaveAttribute('maxLength', '5000')
  })

  it('shows a spinner until the API answers, then the success toast, and clears every field', async () => {
    const { fetchSpy, answer } = answerLater()
    const { form } = await openForm()
    const user = userEvent.setup()
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ada')
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(form.getByRole('textbox', { name: 'Company (optional)' }), 'Analytical')
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'A film about engines.')
    await user.click(form.getByRole('button', { name: 'Send message' }))

    expect(
      await form.findByRole('button', { name: 'Sending your message' }, TOAST_WAIT),
    ).toBeDisabled()
    expect(
      screen.getByText('Sending your message', { selector: '[role="status"]' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1))
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/contact')
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument()

    answer(Response.json({ id: 'stored' }, { status: 201 }))
    expect(await screen.findByText(SUCCESS, undefined, TOAST_WAIT)).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    for (const name of ['Name', 'Email', 'Company (optional)', 'Message']) {
      expect(form.getByRole('textbox', { name })).toHaveValue('')
    }
  })

  it('speaks Spanish on Spanish pages, toast included', async () => {
    const { answer } = answerLater()
    const { form } = await openForm('/es')
    await sendInSpanish(form)
    expect(
      await form.findByRole('button', { name: 'Enviando tu mensaje' }, TOAST_WAIT),
    ).toBeDisabled()
    answer(Response.json({ id: 'stored' }, { status: 201 }))
    expect(
      await screen.findByText('¡Mensaje enviado! Te responderemos muy pronto.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument()
  })

  it('trims values and explains, next to each field, what is missing', async () => {
    const { form } = await openForm('/es')
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
    expect(form.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled()

    await user.type(name, 'Ada')
    expect(name).toHaveAttribute('aria-invalid', 'false')
    expect(name).not.toHaveAccessibleDescription()
  })

  it('shows the reason in the visitor’s language when the browser refuses the submit', async () => {
    const { form } = await openForm()
    const user = userEvent.setup()
    const email = form.getByRole('textbox', { name: 'Email' })
    await user.type(email, 'not-an-email')
    await user.click(form.getByRole('button', { name: 'Send message' }))
    expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    )
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter your name.',
    )
  })
})

describe('the contact form’s answers from the contact API', { timeout: 15_000 }, () => {
  const created = () => Response.json({ id: 'stored' }, { status: 201 })
  const bodyOf = (spy: ReturnType<typeof vi.fn<typeof fetch>>, call: number) =>
    JSON.parse(String(spy.mock.calls[call]?.[1]?.body)) as Record<string, string>

  async function fillAndSend(form: Awaited<ReturnType<typeof openForm>>['form']) {
    const user = userEvent.setup()
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ada')
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hello')
    await user.click(form.getByRole('button', { name: 'Send message' }))
    return user
  }

  it('keeps every value after a server error, says so, and a retry sends the same message key', async () => {
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
      .mockResolvedValueOnce(created())
      .mockResolvedValueOnce(created())
    vi.stubGlobal('fetch', fetchSpy)
    const { form } = await openForm()
    const user = await fillAndSend(form)

    const toast = await screen.findByText(
      /The server could not take your message \(error 500\)/,
      undefined,
      TOAST_WAIT,
    )
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada')
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello')

    const toastItem = toast.closest('li')
    if (!toastItem) throw new Error('the toast is not in the list')
    await user.click(within(toastItem).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(SUCCESS, undefined, TOAST_WAIT)).toBeInTheDocument()
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(''))
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    const [first, retry] = [bodyOf(fetchSpy, 0), bodyOf(fetchSpy, 1)]
    expect(retry).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      message: 'Hello',
      locale: 'en',
      idempotencyKey: first.idempotencyKey,
      website: '',
    })
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/)

    // After a success, the next message is a new one, with a new key. (user-event remembers
    // what it typed before the form's reset, so it clears each field first.)
    for (const name of ['Name', 'Email', 'Message']) {
      await user.clear(form.getByRole('textbox', { name }))
    }
    await fillAndSend(form)
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3))
    expect(bodyOf(fetchSpy, 2).idempotencyKey).not.toBe(first.idempotencyKey)
  })

  it('sends what the fields hold, even text that came with no keystroke the app saw', async () => {
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(created())
    vi.stubGlobal('fetch', fetchSpy)
    const { form } = await openForm()
    // As text typed before the app started: in the fields, without any event React handled.
    const typed = { Name: ' Ada ', Email: 'ada@example.com', Message: 'Hello' }
    for (const [name, value] of Object.entries(typed)) {
      const field = form.getByRole('textbox', { name })
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
        throw new Error(`${name} is not a text field`)
      }
      field.value = value
    }
    await userEvent.setup().click(form.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(SUCCESS, undefined, TOAST_WAIT)).toBeInTheDocument()
    expect(bodyOf(fetchSpy, 0)).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      message: 'Hello',
    })
  })

  it('tells an offline visitor so at once, instead of waiting, and keeps the text', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { form } = await openForm()
    await fillAndSend(form)
    expect(
      await screen.findByText(/You seem to be offline/, undefined, TOAST_WAIT),
    ).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello')
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('explains a network failure in Spanish on Spanish pages', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed')))
    const { form } = await openForm('/es')
    await sendInSpanish(form)
    expect(
      await screen.findByText(/No se pudo enviar tu mensaje/, undefined, TOAST_WAIT),
    ).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Hola')
  })

  it('shows the keys of a 400 next to their fields, in the page’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        Response.json(
          {
            errors: {
              email: 'contact.validation.emailInvalid',
              name: 'contact.validation.tooLong',
            },
          },
          { status: 400 },
        ),
      ),
    )
    const { form } = await openForm('/es')
    await sendInSpanish(form)
    expect(
      await screen.findByText(/Hay datos que corregir/, undefined, TOAST_WAIT),
    ).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    )
    expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Usa como máximo 100 caracteres.',
    )
    expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Hola')
  })

  it('says when to try again after a 429, and that the service is down on a 503', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(
          new Response(null, { status: 429, headers: { 'Retry-After': '300' } }),
        )
        .mockResolvedValueOnce(new Response(null, { status: 503 })),
    )
    const { form } = await openForm()
    await fillAndSend(form)
    expect(
      await screen.findByText(/please try again in 5 min\./, undefined, TOAST_WAIT),
    ).toBeInTheDocument()
    await userEvent.setup().click(form.getByRole('button', { name: 'Send message' }))
    expect(
      await screen.findByText(/Our message service is unavailable/, undefined, TOAST_WAIT),
    ).toBeInTheDocument()
  })

  it('keeps a draft for the tab, restores it after a reload, and forgets it once sent', async () => {
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
      .mockResolvedValueOnce(created())
    vi.stubGlobal('fetch', fetchSpy)
    const first = await openForm()
    await fillAndSend(first.form)
    await screen.findByText(/error 500/, undefined, TOAST_WAIT)
    first.unmount()
    toast.dismiss()

    // A reload: a new app in the same tab.
    const { form } = await openForm()
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada'))
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com')
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello')
    await userEvent.setup().click(form.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(SUCCESS, undefined, TOAST_WAIT)).toBeInTheDocument()
    // The reload did not make it a new message: the same key.
    expect(bodyOf(fetchSpy, 1).idempotencyKey).toBe(bodyOf(fetchSpy, 0).idempotencyKey)
    expect(sessionStorage.length).toBe(0)
  })
})
