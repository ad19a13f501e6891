import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A proxy on a free loopback port, each request answered by `handle`; `origin()` starts it. */
export function proxy(handle: (incoming: IncomingMessage, response: ServerResponse) => unknown) {
  const server = createServer((incoming, response) => void handle(incoming, response))
  let started: Promise<string> | undefined
  return {
    origin: () =>
      (started ??= new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      )),
    stop() {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** Sends the request on to `target` (at `url`, its own by default) and the answer back, its body
 * through `edit` if given; a dropped one ends quietly (502). */
export function forward(
  target: string,
  incoming: IncomingMessage,
  response: ServerResponse,
  { url = incoming.url ?? '/', edit }: { url?: string; edit?: (body: string) => string } = {},
) {
  const headers = { ...incoming.headers }
  if (edit) delete headers['accept-encoding'] // plain text, to edit
  const fail = () => (response.headersSent ? response.destroy() : response.writeHead(502).end())
  const out = request(new URL(url, target), { method: incoming.method, headers }, (answer) => {
    if (!edit) return void answer.pipe(response.writeHead(answer.statusCode ?? 502, answer.headers))
    const chunks: Buffer[] = []
    answer.on('data', (chunk: Buffer) => chunks.push(chunk)).on('error', fail)
    answer.on('end', () => {
      // The body changed: its length and entity tag with it.
      const kept = { ...answer.headers }
      delete kept['content-length']
      delete kept.etag
      response.writeHead(answer.statusCode ?? 502, kept).end(edit(Buffer.concat(chunks).toString()))
    })
  })
  out.on('error', fail)
  response.on('close', () => out.destroy())
  incoming.pipe(out)
}

const LONG_TASK_BEGUN = '/__tests/long-task-begun'

const gate = () => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
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
  const [released, heldReleased, longTask] = [gate(), gate(), gate()]
  const documents: string[] = []
  // The module's code, after a long task whose first statement tells the proxy it began.
  const withLongTask = (code: string) =>
    `fetch(${JSON.stringify(LONG_TASK_BEGUN)}, { method: 'POST' });` +
    `for (const end = performance.now() + ${longTaskMs}; performance.now() < end; );\n${code}`
  const site = proxy(async (incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname
    if (path === LONG_TASK_BEGUN) {
      longTask.open()
      return response.writeHead(204).end()
    }
    if (incoming.headers.accept?.includes('text/html')) documents.push(path)
    if (heldUntil.includes(path)) await heldReleased.opened
    if (path === file) await released.opened
    forward(target(), incoming, response, path === file ? { edit: withLongTask } : {})
  })
  return {
    start: site.origin,
    stop: site.stop,
    release: released.open,
    releaseHeld: heldReleased.open,
    longTaskBegun: () => longTask.opened,
    /** The paths of every document (HTML) the page requested, in order. */
    documents: () => [...documents],
  }
}

/** Run in the page: from now on, each new history entry's path and whether the app had taken over
 * at the key, kept in sessionStorage to outlive a new document the key made (`documents()`). */
export function watchTheKey() {
  const push = history.pushState.bind(history)
  history.pushState = (state, unused, url) => {
    const entries = JSON.parse(sessionStorage.getItem('test:entries') ?? '[]') as string[]
    entries.push(new URL(url ?? location.href, location.href).pathname)
    sessionStorage.setItem('test:entries', JSON.stringify(entries))
    push(state, unused, url)
  }
  window.addEventListener(
    'keydown',
    () => sessionStorage.setItem('test:ready', document.documentElement.dataset.ready ?? 'no'),
    { capture: true, once: true },
  )
}

/** What `watchTheKey` noted: the app's state when the key came, and the new entries. */
export function whatTheKeyDid(): { ready: string | null; entries: string[] } {
  return {
    ready: sessionStorage.getItem('test:ready'),
    entries: JSON.parse(sessionStorage.getItem('test:entries') ?? '[]') as string[],
  }
}
