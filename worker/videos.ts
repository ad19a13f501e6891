import { rangeAnswer } from '../shared/byteRange'
import type { Env } from './env'

/**
 * A card's loop, whole or in the part a player asks for: the static assets answer a `Range` with
 * the whole file (200), and Safari plays only a video served in parts (206).
 */
export async function serveVideo(request: Request, env: Env): Promise<Response> {
  const headers = new Headers(request.headers)
  headers.delete('Range')
  // Asked for as GET, HEAD included: its headers are those of the bytes a GET would bring.
  const whole = await env.ASSETS.fetch(new Request(request.url, { method: 'GET', headers }))
  if (whole.status !== 200) return whole
  const answer = new Headers(whole.headers)
  answer.set('Accept-Ranges', 'bytes')
  const range = request.headers.get('Range')
  if (!range) {
    if (request.method !== 'HEAD') return new Response(whole.body, { status: 200, headers: answer })
    answer.set('Content-Length', String((await whole.arrayBuffer()).byteLength))
    return new Response(null, { status: 200, headers: answer })
  }
  const { status, contentRange, body } = rangeAnswer(
    range,
    new Uint8Array(await whole.arrayBuffer()),
  )
  if (contentRange) answer.set('Content-Range', contentRange)
  if (body) answer.set('Content-Length', String(body.length))
  else answer.delete('Content-Length')
  return new Response(request.method === 'HEAD' ? null : body, { status, headers: answer })
}
