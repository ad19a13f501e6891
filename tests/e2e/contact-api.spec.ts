import { expect, test } from '../support/fixtures'

const message = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  message: 'A film about numbers, please.',
  locale: 'en',
  idempotencyKey: crypto.randomUUID(),
})

test.describe('the contact API behind the platform', () => {
  test('only /api/* reaches the Worker; other paths are the static site', async ({ request }) => {
    const api = await request.get('/api/no-such-thing')
    expect(api.status()).toBe(404)
    expect(api.headers()['content-type']).toMatch(/^application\/json/)
    const page = await request.get('/no-such-thing')
    expect(page.status()).toBe(404)
    expect(page.headers()['content-type']).toMatch(/^text\/html/)
  })

  test('stores a message from the site itself once, and refuses another origin', async ({
    request,
    baseURL,
  }) => {
    const sent = message()
    const first = await request.post('/api/contact', {
      data: sent,
      headers: { Origin: new URL(baseURL ?? '').origin },
    })
    expect(first.status()).toBe(201)
    const { id } = (await first.json()) as { id: string }
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    const retry = await request.post('/api/contact', {
      data: sent,
      headers: { Origin: new URL(baseURL ?? '').origin },
    })
    expect(retry.status()).toBe(200)
    expect(await retry.json()).toEqual({ id })

    const foreign = await request.post('/api/contact', {
      data: message(),
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(foreign.status()).toBe(403)
  })
})
