import { byteRange } from './byteRange'
import type { Env } from './env'

/**
 * A card's loop (`/videos/*`, wrangler.jsonc `run_worker_first`), whole or in the part a player
 * asks for. The static assets answer a `Range` request with the whole file and status 200;
 * Safari plays only a video served in parts (206), and Chromium left such a response unread
 * for seconds, holding its connection open. The file comes from the assets with its headers
 * (`_headers`); this adds `Accept-Ranges` and, for a range, cuts the part out.
 */
export async function serveVideo(request: Request, env: Env): Promise<Response> {
  const headers = new Headers(request.headers)
  headers.delete('Range')
  const whole = await env.ASSETS.fetch(
    new Request(request.url, { method: request.method, headers }),
  )
  if (whole.status !== 200) return whole
  const answer = new Headers(whole.headers)
  answer.set('Accept-Ranges', 'bytes')
  const range = request.headers.get('Range')
  if (!range) return new Response(whole.body, { status: 200, headers: answer })
  const bytes = await whole.arrayBuffer()
  const part = byteRange(range, bytes.byteLength)
  if (part === undefined) return new Response(bytes, { status: 200, headers: answer })
  if (part === 'unsatisfiable') {
    answer.set('Content-Range', `bytes */${bytes.byteLength}`)
    answer.delete('Content-Length')
    return new Response(null, { status: 416, headers: answer })
  }
  answer.set('Content-Range', `bytes ${part.start}-${part.end}/${bytes.byteLength}`)
  answer.set('Content-Length', String(part.end - part.start + 1))
  const body = request.method === 'HEAD' ? null : bytes.slice(part.start, part.end + 1)
  return new Response(body, { status: 206, headers: answer })
}
