import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/renderApp'
import { SIMULATED_SEND_DELAY_MS } from './sendContactMessage'

const SUCCESS = "Message sent successfully! We'll get back to you soon."

async function openForm(url = '/') {
  const app = await renderApp(url)
  const form = await screen.findByRole(
    'form',
    { name: /Send us a message|Escríbenos/ },
    { timeout: 5000 },
  )
  return { ...app, form: within(form) }
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

  it('sends in 1500 ms with a spinner, then shows the success toast and clears every field', async () => {
    const { form } = await openForm()
    const user = userEvent.setup()
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ada')
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(form.getByRole('textbox', { name: 'Company (optional)' }), 'Analytical')
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'A film about engines.')
    // Focusing the form fetched its sending code; let that import finish on the real clock.
    await import('./contactSending')
    // Only the clock is faked, from the moment of sending (Testing Library's async helpers need
    // real timers, so the click is a plain synchronous event).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(form.getByRole('button', { name: 'Send message' }))

    expect(form.getByRole('button', { name: 'Sending your message' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message')
    await act(() => vi.advanceTimersByTimeAsync(SIMULATED_SEND_DELAY_MS - 1))
    expect(form.getByRole('button', { name: 'Sending your message' })).toBeDisabled()
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(1))
    // The toast module arrives by dynamic import; keep the fake clock ticking until it shows.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(20))
      expect(screen.getByText(SUCCESS)).toBeInTheDocument()
    })
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    for (const name of ['Name', 'Email', 'Company (optional)', 'Message']) {
      expect(form.getByRole('textbox', { name })).toHaveValue('')
    }
  })

  it('speaks Spanish on Spanish pages, toast included', async () => {
    const { form } = await openForm('/es')
    const user = userEvent.setup()
    await user.type(form.getByRole('textbox', { name: 'Nombre' }), 'Ada')
    await user.type(form.getByRole('textbox', { name: 'Correo electrónico' }), 'ada@example.com')
    await user.type(form.getByRole('textbox', { name: 'Mensaje' }), 'Hola')
    await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
    expect(form.getByRole('button', { name: 'Enviando tu mensaje' })).toBeDisabled()
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

describe('the contact form with VITE_CONTACT_ENDPOINT', { timeout: 15_000 }, () => {
  async function fillAndSend(form: Awaited<ReturnType<typeof openForm>>['form']) {
    const user = userEvent.setup()
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ada')
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hello')
    await user.click(form.getByRole('button', { name: 'Send message' }))
    return user
  }

  it('keeps every value after a server error, says so, and a retry sends them', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://forms.example/contact')
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', fetchSpy)
    const { form } = await openForm()
    const user = await fillAndSend(form)

    const toast = await screen.findByText(/The server could not take your message \(error 500\)/)
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada')
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello')

    const toastItem = toast.closest('li')
    if (!toastItem) throw new Error('the toast is not in the list')
    await user.click(within(toastItem).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(''))
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      message: 'Hello',
    })
  })

  it('sends what the fields hold, even text that came with no keystroke the app saw', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://forms.example/contact')
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }))
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
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      message: 'Hello',
    })
  })

  it('tells an offline visitor so at once, instead of waiting, and keeps the text', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://forms.example/contact')
    const fetchSpy = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchSpy)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { form } = await openForm()
    await fillAndSend(form)
    expect(await screen.findByText(/You seem to be offline/)).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello')
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('explains a network failure in Spanish on Spanish pages', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://forms.example/contact')
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed')))
    const { form } = await openForm('/es')
    const user = userEvent.setup()
    await user.type(form.getByRole('textbox', { name: 'Nombre' }), 'Ada')
    await user.type(form.getByRole('textbox', { name: 'Correo electrónico' }), 'ada@example.com')
    await user.type(form.getByRole('textbox', { name: 'Mensaje' }), 'Hola')
    await user.click(form.getByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByText(/No se pudo enviar tu mensaje/)).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Hola')
  })
})
