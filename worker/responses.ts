/** Every API answer: JSON, never cached, never sniffed, never framed. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      ...headers,
    },
  })
}

/** Storage (or its configuration) is missing or failing: the form should say so and retry later. */
export const unavailable = () => json(503, { error: 'unavailable' }, { 'Retry-After': '60' })
