import { describe, expect, it } from 'vitest'
import { loopPath } from '../../shared/media'
import { answer } from './helpers'

/** A card's loop as a browser asks for it, through the Worker (it runs first for /videos/*). */
const getVideo = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  answer(path, { method, headers })

// A loop the build made from a demo project's clip (the Worker's tests read dist/).
const loop = loopPath('casa-marea', 'webm')

describe("a card's loop", () => {
  it('is served whole, saying it can be asked for in parts, with the site’s headers', async () => {
    const response = await getVideo(loop)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('video/webm')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(response.headers.get('Content-Security-Policy')).toContain("media-src 'self'")
    const whole = new Uint8Array(await response.arrayBuffer())
    // WebM's signature (EBML).
    expect([...whole.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
  })

  it('answers a range with those bytes only, as Safari asks first (bytes=0-1)', async () => {
    const whole = new Uint8Array(await (await getVideo(loop)).arrayBuffer())
    const first = await getVideo(loop, { Range: 'bytes=0-1' })
    expect(first.status).toBe(206)
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-1/${whole.length}`)
    expect([...new Uint8Array(await first.arrayBuffer())]).toEqual([0x1a, 0x45])

    const rest = await getVideo(loop, { Range: 'bytes=100-' })
    expect(rest.status).toBe(206)
    expect(rest.headers.get('Content-Range')).toBe(`bytes 100-${whole.length - 1}/${whole.length}`)
    expect(rest.headers.get('Content-Length')).toBe(String(whole.length - 100))
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(whole.slice(100))
  })

  it('answers HEAD, with a range or without, as GET would, without the bytes', async () => {
    const whole = new Uint8Array(await (await getVideo(loop)).arrayBuffer())
    const head = await getVideo(loop, { Range: 'bytes=0-1' }, 'HEAD')
    expect(head.status).toBe(206)
    expect(head.headers.get('Content-Range')).toBe(`bytes 0-1/${whole.length}`)
    expect(head.headers.get('Content-Length')).toBe('2')
    expect((await head.arrayBuffer()).byteLength).toBe(0)
    const plain = await getVideo(loop, {}, 'HEAD')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('Content-Type')).toBe('video/webm')
    expect(plain.headers.get('Accept-Ranges')).toBe('bytes')
    expect(plain.headers.get('Content-Security-Policy')).toContain("media-src 'self'")
    expect(plain.headers.get('Content-Length')).toBe(String(whole.length))
    expect((await plain.arrayBuffer()).byteLength).toBe(0)
  })

  it('refuses a range past its end (416), and a missing loop is the not-found page', async () => {
    const whole = (await (await getVideo(loop)).arrayBuffer()).byteLength
    const past = await getVideo(loop, { Range: `bytes=${whole + 10}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${whole}`)
    const missing = await getVideo(loopPath('no-such-project', 'webm'), { Range: 'bytes=0-1' })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Content-Type')).toContain('text/html')
  })
})

// The other format, which browsers without VP9 WebM play (the card offers both, WebM first).
const mp4 = '/videos/projects/casa-marea.mp4'

describe("a card's loop as MP4", () => {
  it('is served whole as video/mp4, saying it can be asked for in parts', async () => {
    const response = await getVideo(mp4)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('video/mp4')
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    const whole = new Uint8Array(await response.arrayBuffer())
    // An MP4 opens with its `ftyp` box.
    expect(new TextDecoder().decode(whole.slice(4, 8))).toBe('ftyp')
  })

  it('answers a range with those bytes only (206), as Safari asks for an MP4', async () => {
    const whole = new Uint8Array(await (await getVideo(mp4)).arrayBuffer())
    const first = await getVideo(mp4, { Range: 'bytes=0-1' })
    expect(first.status).toBe(206)
    expect(first.headers.get('Content-Type')).toBe('video/mp4')
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-1/${whole.length}`)
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(whole.slice(0, 2))

    const middle = await getVideo(mp4, { Range: 'bytes=8-1023' })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('Content-Range')).toBe(`bytes 8-1023/${whole.length}`)
    expect(middle.headers.get('Content-Length')).toBe('1016')
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(whole.slice(8, 1024))
  })
})
