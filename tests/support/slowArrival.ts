import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

const LONG_TASK_BEGUN = '/__tests/long-task-begun'

/** The module's code, with a long task before it whose first statement tells the proxy it began. */
function withLongTask(code: string, ms: number): string {
  return (
    `fetch(${JSON.stringify(LONG_TASK_BEGUN)}, { method: 'POST' });` +
    `for (const end = performance.now() + ${ms}; performance.now() < end; );\n` +
    code
  )
}

/**
 * The suite's site through a proxy that plays a slow phone, in all three engines: `file` is held
 * back until `release()`, then served behind a long task (`longTaskMs` of busy work); a key pressed
 * once `longTaskBegun()` resolves waits behind it. The files in `heldUntil` wait for
 * `releaseHeld()`. The task's start is told by a request to the proxy: Chromium reports a request
 * to Playwright only once the task that made it has ended, too late for the key.
 */
export function slowArrival(
  target: () => string,
  file: string,
  { heldUntil = [] as string[], longTaskMs = 1_500 } = {},
) {
  const server = createServer((incoming, response) => void serve(incoming, response))
  let started: Promise<string> | undefined
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let releaseHeld: () => void = () => {}
  const heldReleased = new Promise<void>((resolve) => (releaseHeld = resolve))
  let begun: () => void = () => {}
  const longTask = new Promise<void>((resolve) => (begun = resolve))
  const documents: string[] = []

  /** Sends the request on and hands the answer to `answer`; a dropped one ends quietly (502). */
  const forward = (
    incoming: IncomingMessage,
    response: ServerResponse,
    answer: (upstream: IncomingMessage) => Promise<void> | void,
  ) => {
    const upstream = new URL(incoming.url ?? '/', target())
    const headers = { ...incoming.headers }
    if (incoming.url?.startsWith(file)) delete headers['accept-encoding'] // plain text, to edit
    const fail = () => {
      if (!response.headersSent) response.writeHead(502).end()
      else response.destroy()
    }
    const out = request(upstream, { method: incoming.method, headers }, (answered) => {
      Promise.resolve(answer(answered)).catch(fail)
    })
    out.on('error', fail)
    response.on('close', () => out.destroy())
    incoming.pipe(out)
  }

  const serve = async (incoming: IncomingMessage, response: ServerResponse) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname
    if (path === LONG_TASK_BEGUN) {
      begun()
      response.writeHead(204).end()
      return
    }
    if (incoming.headers.accept?.includes('text/html')) documents.push(path)
    if (heldUntil.includes(path)) await heldReleased
    if (path !== file) {
      forward(incoming, response, (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers)
        upstream.pipe(response)
      })
      return
    }
    await released
    forward(incoming, response, async (upstream) => {
      const chunks: Buffer[] = []
      for await (const chunk of upstream) chunks.push(chunk as Buffer)
      const code = withLongTask(Buffer.concat(chunks).toString(), longTaskMs)
      // The body changed: its length and entity tag with it.
      const headers = { ...upstream.headers }
      delete headers['content-length']
      delete headers.etag
      response.writeHead(upstream.statusCode ?? 502, headers).end(code)
    })
  }

  return {
    start() {
      started ??= new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
        })
      })
      return started
    },
    stop() {
      server.closeAllConnections()
      server.close()
    },
    release,
    releaseHeld,
    longTaskBegun: () => longTask,
    /** The paths of every document (HTML) the page requested, in order. */
    documents: () => [...documents],
  }
}
