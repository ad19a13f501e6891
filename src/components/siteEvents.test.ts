import { afterEach, describe, expect, it, vi } from 'vitest'
import { tellSite } from './siteEvents'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => void vi.unstubAllGlobals())

describe('tellSite', () => {
  it('posts the event alone as JSON to the site, in a request that outlives the page', async () => {
    const sent = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', sent)
    tellSite({ type: 'film', slug: 'hall-of-echoes' })
    await flush()
    expect(sent).toHaveBeenCalledWith('/api/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: '{"type":"film","slug":"hall-of-echoes"}',
    })
  })

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing under %s', async (_, values) => {
    const sent = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', sent)
    vi.stubGlobal('navigator', values)
    tellSite({ type: 'device', device: 'phone' })
    await flush()
    expect(sent).not.toHaveBeenCalled()
  })

  it('never throws, whatever the request does', async () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('no fetch here')
    })
    expect(() => tellSite({ type: 'gallery', slug: 'casa-marea' })).not.toThrow()
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(() => tellSite({ type: 'gallery', slug: 'casa-marea' })).not.toThrow()
    await flush()
  })
})
