import { spawn } from 'node:child_process'
import { freePort } from '../../shared/localRuntime'

/**
 * Resolves once `url` answers 200, while `isRunning()` (the process meant to serve it) lasts.
 * Each try gives up after 2 s, as a request to a `wrangler dev` in trouble can hang.
 */
export async function waitUntilAnswers(url: string, isRunning: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (isRunning() && Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Nothing answered at ${url}`)
}

/**
 * How every test starts a server: `worker/tools/serve.mjs` on loopback at `port`, with `more`
 * (e.g. `--persist-to DIR`, `--assets dist-many`). The tests start several side by side (the
 * journeys' and the engines' usual server, the sites of their own), so each takes a devtools port
 * from the system (`--inspector-port 0`). Every test comes from 127.0.0.1 with a browser's user
 * agent, and each page load sends an event (worker/stats.ts): the per-client limits are raised
 * so that journeys never meet them (the limits themselves are tested in worker/test).
 */
export const serveArgs = (port: number, more: string[] = []) => [
  'worker/tools/serve.mjs',
  ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', '0'],
  ...['--var', 'CONTACT_RATE_LIMIT:100000', '--var', 'EVENTS_RATE_LIMIT:100000'],
  ...more,
]

/**
 * A site of a journey's own (`serveArgs` with `args`) on a free port, once it answers. `stop()`
 * ends it. A site that does not start fails with the end of what it printed.
 */
export async function serveOwnSite(args: string[]) {
  const port = await freePort()
  const server = spawn(process.execPath, serveArgs(port, args), {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const keepTail = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4_000))
  server.stdout.on('data', keepTail)
  server.stderr.on('data', keepTail)
  const closed = new Promise((resolve) => server.once('close', resolve))
  const running = () => server.exitCode === null && server.signalCode === null
  const stop = async () => {
    if (running()) server.kill('SIGTERM')
    await closed
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswers(`${origin}/robots.txt`, running, 60_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}; the server printed, last:\n${printed}`)
  }
  return { origin, stop }
}
