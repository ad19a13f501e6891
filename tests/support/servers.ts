import { spawn } from 'node:child_process'
import { freePort } from '../../shared/localRuntime'

// Resolves once `url` answers 200, while `isRunning()`. Each try gives up after 2 s: a request to
// a `wrangler dev` in trouble can hang.
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
 * `tools/worker/serve.mjs` on loopback, with `more` (e.g. `--assets dist-many`). Several run side
 * by side: each takes a free devtools port. Every test is one client to the Worker: its per-client
 * limits are raised (they are tested in worker/test).
 */
const serveArgs = (port: number, more: string[]) => [
  'tools/worker/serve.mjs',
  ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', '0'],
  ...['--var', 'CONTACT_RATE_LIMIT:100000', '--var', 'EVENTS_RATE_LIMIT:100000'],
  ...more,
]

export type Server = {
  origin: string
  /** Ends the server (serve.mjs, wrangler and workerd) and resolves once it has ended. */
  stop(): Promise<void>
}

/**
 * The one way a test starts a server, on `port` (a free one by default), resolving once it
 * answers. Its process group is ended whole by `stop()`, or by a run that ends early; one that
 * does not start fails with the end of what it printed.
 */
export async function serveOwnSite(args: string[], port?: number): Promise<Server> {
  const at = port ?? (await freePort())
  const server = spawn(process.execPath, serveArgs(at, args), {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  for (const out of [server.stdout, server.stderr])
    out.on('data', (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4_000)))
  const closed = new Promise((resolve) => server.once('close', resolve))
  const running = () => server.exitCode === null && server.signalCode === null
  const signal = (name: NodeJS.Signals) => {
    try {
      if (server.pid) process.kill(-server.pid, name)
    } catch {
      // the group has ended
    }
  }
  const killNow = () => signal('SIGKILL')
  process.on('exit', killNow)
  const stop = async () => {
    process.off('exit', killNow)
    signal('SIGTERM')
    const patience = setTimeout(killNow, 10_000).unref()
    await closed
    clearTimeout(patience)
  }
  const origin = `http://127.0.0.1:${at}`
  try {
    await waitUntilAnswers(`${origin}/robots.txt`, running, 60_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}; the server printed, last:\n${printed}`)
  }
  return { origin, stop }
}
