import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The suite's site behind a proxy that plays a deploy, as `meet` in
 * tests/e2e/deploy-open-pages.spec.ts does with Playwright's routes: after `deploy()`, each file
 * under /assets/ that the open page has not fetched yet answers the server's 404, as the platform
 * does once a new version is served, until the page loads a new document (which the new
 * version's files would then serve: here the same ones). The engine's own words for the failed import are what
 * the app must recognise (src/lib/loadLater.ts).
 */
export function deployingSite(target: () => string) {
  let fetched = new Set<string>()
  let deployed = false
  const seen = { documents: 0, refused: [] as string[] }
  const server = createServer((incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname
    if (incoming.headers.accept?.startsWith('text/html')) {
      if (deployed) seen.documents += 1
      deployed = false
    }
    // A file gone is asked of the server under a name it never had: its own 404, headers and all.
    const gone = path.startsWith('/assets/') && deployed && !fetched.has(path)
    if (gone) seen.refused.push(path)
    const upstream = request(
      new URL(gone ? '/assets/gone-with-a-deploy.js' : (incoming.url ?? '/'), target()),
      { method: incoming.method, headers: incoming.headers },
      (answer) => answer.pipe(response.writeHead(answer.statusCode ?? 502, answer.headers)),
    )
    upstream.on('error', () => response.destroy())
    incoming.pipe(upstream)
  })
  let origin: Promise<string> | undefined
  return {
    /** Starts the proxy (once) and resolves to its origin. */
    start: () =>
      (origin ??= new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      )),
    /** From now until the next document, what the page has not fetched (`fetched`) is gone. */
    deploy(fetchedByThePage: string[]) {
      fetched = new Set(fetchedByThePage)
      deployed = true
      seen.documents = 0
      seen.refused = []
    },
    /** Since the last deploy: the documents loaded and the files refused. */
    seen: () => seen,
    stop() {
      server.closeAllConnections()
      server.close()
    },
  }
}
