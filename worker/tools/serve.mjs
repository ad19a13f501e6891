// Serves the built site (dist/) and the Worker with wrangler's local runtime (workerd and a
// SQLite D1 in .wrangler/state), after applying the D1 migrations. What `npm start` and the
// tests use: the same platform as production, on loopback, with no network.
//
//   node worker/tools/serve.mjs [--port 8787] [--ip localhost] [--persist-to DIR]
//                               [--assets DIR] [--var NAME:VALUE]…
//
// `--assets` serves another build than dist/ (e.g. the 60-project test build), with the same rules.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localSecrets } from '../../shared/localRuntime.ts'
import { root, runWrangler, spawnWrangler } from './wrangler.mjs'

/**
 * Applies the migrations, starts `wrangler dev` and waits until it answers. `vars` are passed
 * with `--var` (they override wrangler.jsonc's). Resolves to `{ origin, stop }`.
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
  const served = resolve(root, assets ?? 'dist')
  if (!existsSync(resolve(served, 'index.html'))) {
    throw new Error(`${served} holds no built site: run \`npm run build\` first.`)
  }
  const persist = persistTo ? ['--persist-to', persistTo] : []
  await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { stdio })
  const allVars = { ...localSecrets(), ...vars }
  const child = spawnWrangler(
    [
      'dev',
      ...['--port', String(port), '--ip', ip],
      ...persist,
      ...(assets ? ['--assets', assets] : []),
      ...Object.entries(allVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
    ],
    { stdio },
  )
  const exited = new Promise((resolve) => child.on('close', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const origin = `http://${ip}:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
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
    else if (flag === '--var' && value.includes(':')) {
      const colon = value.indexOf(':')
      options.vars[value.slice(0, colon)] = value.slice(colon + 1)
    } else throw new Error(`Unknown argument ${flag} (see worker/tools/serve.mjs)`)
  }
  return options
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin, stop, exited } = await serveLocally(parseArgs(process.argv.slice(2)))
  console.log(
    `Emails to the studio go to wrangler's local simulation, offline: read them at ${origin}/cdn-cgi/local/explorer/email/sending`,
  )
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => stop().then(() => process.exit(0)))
  }
  // wrangler dev ending by itself ends this command too, with its exit code.
  exited.then((code) => process.exit(code ?? 1))
}
