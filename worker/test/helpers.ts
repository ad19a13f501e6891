import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { securityHeaders } from '../../shared/securityHeaders'
import worker from '../index'
import type { StoredMessage } from '../messages'

export const SITE = 'https://unreal.test'
/** A browser's user agent: one that is counted. */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
export type Asked = Omit<RequestInit, 'cf'>
type AnswerInit = RequestInit<IncomingRequestCfProperties> & { env?: Partial<Cloudflare.Env> }

/**
 * The Worker's answer to `path` on the site (or a whole URL), once what it left running is done,
 * `env` replacing some bindings; every answer the tests ask for is checked for the site's headers.
 */
export async function answer(path: string, { env: bindings, ...init }: AnswerInit = {}) {
  const ctx = createExecutionContext()
  // Appended as text, not resolved: `//evil.example` stays a path of the site.
  const request = new Request(path.startsWith('/') ? `${SITE}${path}` : path, init)
  const response = await worker.fetch(request, { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name), `${name} of ${path}`).toBe(value)
  expect(response.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/)
  return response
}

export const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a film about numbers.',
  locale: 'en',
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
})

/** A client address of its own for each test, so their rate limits never meet. */
export const anyAddress = () =>
  `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`

/** A client of its own, an IPv6 /64 (contact.test.ts): each call another of its addresses. */
export function anyClient() {
  const [a, b] = crypto.getRandomValues(new Uint16Array(2))
  let host = 0
  return () => `2001:db8:${a?.toString(16)}:${b?.toString(16)}::${(++host).toString(16)}`
}

export type PostOptions = {
  path?: string
  origin?: string | null
  contentType?: string | null
  address?: string
  headers?: Record<string, string>
  method?: string
  env?: Partial<Cloudflare.Env>
}

/** A request to an API (the contact API unless given) as the site's page sends it, answered. */
export function post(body: BodyInit | object | null, options: PostOptions = {}) {
  const { origin = SITE, contentType = 'application/json', method = 'POST', env } = options
  const headers = new Headers({ 'User-Agent': BROWSER, ...options.headers })
  if (origin !== null) headers.set('Origin', origin)
  if (contentType !== null) headers.set('Content-Type', contentType)
  headers.set('CF-Connecting-IP', options.address ?? anyAddress())
  const raw = body === null || typeof body === 'string' || body instanceof ReadableStream
  return answer(options.path ?? '/api/contact', {
    ...{ method, headers, env },
    body: raw ? (body as BodyInit | null) : JSON.stringify(body),
  })
}

export const rowWithId = (id: string) =>
  env.DB.prepare('SELECT * FROM messages WHERE id = ?1')
    .bind(id)
    .first<StoredMessage & { idempotency_key: string }>()

export const countMessages = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>())?.n ?? 0

export type SentEmail = Extract<Parameters<SendEmail['send']>[0], { subject: string }>

/** The studio's inbox: a binding handing each email to `binding`, keeping those it accepted. */
export function watchedInbox(binding: SendEmail = env.EMAIL) {
  const received: SentEmail[] = []
  const send = async (email: SentEmail) => {
    const result = await binding.send(email)
    received.push(email)
    return result
  }
  return { binding: { send } as SendEmail, received }
}
