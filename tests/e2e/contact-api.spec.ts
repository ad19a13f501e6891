import { expect, test } from '../support/fixtures'

// What the API answers (idempotency, origin, refusals) is checked in worker/test/contact.test.ts.
test.describe('the contact API behind the platform', () => {
  test('only /api/* reaches the Worker; other paths are the static site', async ({ request }) => {
    const api = await request.get('/api/no-such-thing')
    expect(api.status()).toBe(404)
    expect(api.headers()['content-type']).toMatch(/^application\/json/)
    const page = await request.get('/no-such-thing')
    expect(page.status()).toBe(404)
    expect(page.headers()['content-type']).toMatch(/^text\/html/)
  })
})
