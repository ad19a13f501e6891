// Running the Worker on this machine (Node only): the dev server (vite.config.ts), `npm start`
// and the tests' servers (worker/tools/serve.mjs, tests/support/servers.ts).
import { createServer } from 'node:net'

/**
 * The Worker's secrets for a local run: RATE_LIMIT_SALT is a secret in production; here each run
 * makes up its own (a `.dev.vars` file, not committed, still overrides it in the dev server).
 */
export const localSecrets = () => ({ RATE_LIMIT_SALT: crypto.randomUUID() })

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
