// Running the Worker on this machine (Node only): the dev server (vite.config.ts), `npm start`
// and the tests' servers (tools/worker/serve.mjs, tests/support/servers.ts).
import { createServer } from 'node:net'

/**
 * The Worker's secrets for a local run: RATE_LIMIT_SALT is a secret in production; here each run
 * makes up its own (a `.dev.vars` file, not committed, still overrides it in the dev server).
 */
export const localSecrets = () => ({ RATE_LIMIT_SALT: crypto.randomUUID() })

/** Whether `port` can be listened on, on loopback, right now. */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/**
 * A free port on loopback, drawn below the systems' ranges for outgoing connections (from 32768),
 * where any connection opened before the server binds could take it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await canListen(port)) return port
  }
  throw new Error('no free port between 20000 and 31999 on 127.0.0.1')
}
