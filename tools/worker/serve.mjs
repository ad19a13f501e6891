// Serves the built site (dist/) and the Worker with wrangler's local runtime (workerd and a
// SQLite D1 per database in .wrangler/state), after applying each database's migrations. What `npm start` and the
// tests use: the same platform as production, on loopback, with no network.
//
//   node tools/worker/serve.mjs [--port 8787] [--ip localhost] [--persist-to DIR]
//                               [--assets DIR] [--var NAME:VALUE]… [--inspector-port N]
//
// `--assets` serves another build than dist/ (e.g. the 60-project test build), with the same rules.
// `--inspector-port 0` gives the devtools' port to the system: servers started side by side (the
// tests') would otherwise all reach for wrangler's first free port from 9229, and all but one
// fail with "Address already in use (socket "direct:1:default")".
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localSecrets } from '../../shared/localRuntime.ts'
import { DATABASES, root, runWrangler, spawnWrangler } from './wrangler.mjs'

/**
 * Applies the migrations, starts `wrangler dev` and waits until it answers. `vars` are passed
 * with `--var` (they override wrangler.jsonc's). `signal` aborted stops wrangler, even while it
 * starts. Resolves to `{ origin, stop, exited }`.
 */
export async function serveLocally({
  port = 8787,
  ip = 'localhost',
  persistTo,
  assets,
  vars = {},
  stdio = 'inherit',
  timeoutMs = 60_000,
  inspectorPort,
  signal,
} = {}) {
  const served = resolve(root, assets ?? 'dist')
  if (!existsSync(resolve(served, 'index.html'))) {
    throw new Error(`${served} holds no built site: run \`npm run build\` first.`)
  }
  const persist = persistTo ? ['--persist-to', persistTo] : []
  for (const database of DATABASES) {
    await runWrangler(['d1', 'migrations', 'apply', database, '--local', ...persist], {
      stdio,
      signal,
    })
  }
  const allVars = { ...localSecrets(), ...vars }
  const child = spawnWrangler(
    [
      'dev',
      ...['--port', String(port), '--ip', ip],
      ...persist,
      ...(assets ? ['--assets', assets] : []),
      ...(inspectorPort === undefined ? [] : ['--inspector-port', String(inspectorPort)]),
      ...Object.entries(allVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
    ],
    { stdio, signal },
  )
  const exited = new Promise((resolve) => child.on('close', resolve))
  child.on('error', () => {}) // an abort or a failed start; 'close' follows, and is what counts
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const origin = `http://${ip}:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (signal?.aborted) {
      await exited // spawn's signal sent it SIGTERM
      signal.throwIfAborted()
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`wrangler dev exited with ${child.exitCode ?? child.signalCode}`)
    }
    try {
      await fetch(`${origin}/robots.txt`)
      return { origin, stop, exited }
    } catch {
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`wrangler dev did not answer on ${origin} within ${timeoutMs / 1000} s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

function parseArgs(args) {
  const options = { vars: {} }
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value = ''] = [args[index], args[index + 1]]
    if (flag === '--port') options.port = Number(value)
    else if (flag === '--ip') options.ip = value
    else if (flag === '--persist-to') options.persistTo = value
    else if (flag === '--assets') options.assets = value
    else if (flag === '--inspector-port') options.inspectorPort = Number(value)
    else if (flag === '--var' && value.includes(':')) {
      const colon = value.indexOf(':')
      options.vars[value.slice(0, colon)] = value.slice(colon + 1)
    } else throw new Error(`Unknown argument ${flag} (see tools/worker/serve.mjs)`)
  }
  return options
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Ctrl-C, or a test ending this command, stops wrangler whenever it comes: while the migrations
  // run or wrangler starts too, so that no workerd is left behind.
  const stopping = new AbortController()
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopping.abort())
  const { origin, exited } = await serveLocally({
    ...parseArgs(process.argv.slice(2)),
    signal: stopping.signal,
  }).catch((error) => {
    if (!stopping.signal.aborted) throw error
    process.exit(0)
  })
  console.log(
    `Emails to the studio go to wrangler's local simulation, offline: read them at ${origin}/cdn-cgi/local/explorer/email/sending`,
  )
  // wrangler dev ending ends this command too: with 0 when asked to stop, else with its code.
  exited.then((code) => process.exit(stopping.signal.aborted ? 0 : (code ?? 1)))
}
