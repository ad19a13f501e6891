import { describe, expect, it } from 'vitest'
import { loopPath } from '../../shared/media'
import { answer } from './helpers'

/** A card's loop as a browser asks for it, through the Worker (it runs first for /videos/*). */
const getVideo = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  answer(path, { method, headers })
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

// The loops the build made from a demo project's clip (the Worker's tests read dist/): WebM, and
// MP4 for browsers without VP9 WebM (the card offers both, WebM first).
describe.each([
  ['webm', 0, [0x1a, 0x45, 0xdf, 0xa3]], // EBML
  ['mp4', 4, [...new TextEncoder().encode('ftyp')]],
] as const)("a card's loop as %s", (format, at, signature) => {
  const loop = loopPath('casa-marea', format)

  it('is served whole, saying it can be asked for in parts, with the site’s headers; HEAD the same without the bytes', async () => {
    const [get, head] = [await getVideo(loop), await getVideo(loop, {}, 'HEAD')]
    for (const response of [get, head]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe(`video/${format}`)
      expect(response.headers.get('Accept-Ranges')).toBe('bytes')
      expect(response.headers.get('Content-Security-Policy')).toContain("media-src 'self'")
    }
    const body = await bytesOf(get)
    expect([...body.slice(at, at + signature.length)]).toEqual(signature)
    const length = head.headers.get('Content-Length')
    expect([(await bytesOf(head)).byteLength, length]).toEqual([0, `${body.byteLength}`])
  })
})

// Any format's parts come from the same code: asked of the MP4, the format Safari asks in parts.
describe("a card's loop in parts", () => {
  const loop = loopPath('casa-marea', 'mp4')

  it('are answered with those bytes only (206), HEAD too (as Safari asks first, bytes=0-1); a range past its end is refused (416), and a missing loop is the not-found page', async () => {
    const whole = await bytesOf(await getVideo(loop))
    const part = await getVideo(loop, { Range: 'bytes=8-1023' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Type')).toBe('video/mp4')
    expect(part.headers.get('Content-Range')).toBe(`bytes 8-1023/${whole.length}`)
    expect(part.headers.get('Content-Length')).toBe('1016')
    expect(await bytesOf(part)).toEqual(whole.slice(8, 1024))
    // Other ranges (an open end, the last bytes): shared/byteRange.test.ts.
    const head = await getVideo(loop, { Range: 'bytes=0-1' }, 'HEAD')
    expect(head.status).toBe(206)
    expect(head.headers.get('Content-Range')).toBe(`bytes 0-1/${whole.length}`)
    expect(head.headers.get('Content-Length')).toBe('2')
    expect((await bytesOf(head)).byteLength).toBe(0)
    const past = await getVideo(loop, { Range: `bytes=${whole.length + 10}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${whole.length}`)
    const missing = await getVideo(loopPath('no-such-project', 'mp4'), { Range: 'bytes=0-1' })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Content-Type')).toContain('text/html')
  })
})
