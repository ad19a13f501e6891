// Serves the built site (dist/) and the Worker with wrangler's local runtime (workerd and a
// SQLite D1 in .wrangler/state), after applying the D1 migrations. What `npm start` and the
// tests use: the same platform as production, on loopback, with no network.
//
//   node worker/tools/serve.mjs [--port 8787] [--ip localhost] [--persist-to DIR]
//                               [--assets DIR] [--var NAME:VALUE]…
//
// `--assets` serves another build than dist/ (e.g. the tests' edge build), with the same rules.
//
// RATE_LIMIT_SALT is a secret in production; here each run makes up its own.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { runWrangler, spawnWrangler } from './wrangler.mjs'

/**
 * Applies the migrations, starts `wrangler dev` and waits until it answers. `vars` are passed
 * with `--var` (they override wrangler.jsonc's). Resolves to `{ origin, stop }`.
 *
 * wrangler dev 4.86 exits when one request between its two local runtimes fails ("Error inside
 * ProxyWorker: Network connection lost", cloudflare/workers-sdk#14926; the fix is in releases that
 * need Node 22). Once it has served, such an exit starts it again on the same port, and says so;
 * a restarted one that exits within 10 s is left to stand (a failure to start, not a blip).
 */
export async function serveLocally({
  port = 8787,
  ip = 'localhost',
  persistTo,
  assets,
  vars = {},
  stdio = 'inherit',
  timeoutMs = 60_000,
} = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : []
  await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { stdio })
  const allVars = { RATE_LIMIT_SALT: randomUUID(), ...vars }
  const args = [
    'dev',
    ...['--port', String(port), '--ip', ip],
    ...persist,
    ...(assets ? ['--assets', assets] : []),
    ...Object.entries(allVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    '--show-interactive-dev-session=false',
  ]
  const origin = `http://${ip}:${port}`
  let child
  let exited
  let served = false
  let stopping = false
  const start = (again = false) => {
    const startedAt = Date.now()
    child = spawnWrangler(args, { stdio })
    exited = new Promise((resolve) => child.on('close', resolve))
    child.on('exit', (code) => {
      if (stopping || !served || code === 0 || code === null) return
      if (again && Date.now() - startedAt < 10_000) {
        console.error(`wrangler dev exited with ${code} again, right after starting; giving up`)
        process.exitCode = code
        return
      }
      console.error(`wrangler dev exited with ${code}; starting it again on ${origin}`)
      start(true)
    })
  }
  start()
  const stop = async () => {
    stopping = true
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
    try {
      await fetch(`${origin}/robots.txt`)
      served = true
      return { origin, stop }
    } catch {
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`wrangler dev did not answer on ${origin} within ${timeoutMs / 1000} s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** A TCP port free on loopback right now. */
export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

function parseArgs(args) {
  const options = { vars: {} }
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value = ''] = [args[index], args[index + 1]]
    if (flag === '--port') options.port = Number(value)
    else if (flag === '--ip') options.ip = value
    else if (flag === '--persist-to') options.persistTo = value
    else if (flag === '--assets') options.assets = value
    else if (flag === '--var' && value.includes(':')) {
      const colon = value.indexOf(':')
      options.vars[value.slice(0, colon)] = value.slice(colon + 1)
    } else throw new Error(`Unknown argument ${flag} (see worker/tools/serve.mjs)`)
  }
  return options
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stop } = await serveLocally(parseArgs(process.argv.slice(2)))
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => stop().then(() => process.exit(0)))
  }
}
