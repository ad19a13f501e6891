import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveOwnSite, type Server } from '../support/servers'
import { storedMessages, type StoredMessage } from '../support/storedMessages'

/**
 * A site of its own for journeys that meet a deploy (stale-code.journey.ts): a copy of the build
 * in dist/ in a temporary folder, served by its own `wrangler dev` (tools/worker/serve.mjs, with
 * the site's wrangler.jsonc and Worker, and its own D1), and `deploy()`, which replaces what that
 * folder holds with a new version, as the platform swaps versions.
 *
 * A new version is the same build with every hashed file under assets/ renamed (its hash changed)
 * and every mention of those names in its HTML, JS, CSS and JSON changed to match, the pages'
 * inline loader included, so `_headers` admits the loader by its new hash (tools/prerender/prerender.mjs).
 * An open page then meets what a real deploy brings: each file it has not fetched yet answers
 * 404, and a full page load gets the new version.
 *
 * `wrangler dev` watches its assets folder: it serves the new folder without a restart, once it
 * has reloaded (about a second; in between it may answer 500 for a file just removed), so
 * `deploy()` resolves only once every file of the new version answers and none of the old does.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const build = join(root, 'dist')

/** Vite's file names: `<name>-<8-character hash>.<extension>`. */
const HASHED = /^(.+)-([\w-]{8})(\.\w+)$/
/** The files that may name others: a deploy rewrites these. */
const TEXT = new Set(['.html', '.js', '.css', '.json'])

type Version = {
  number: number
  /** Every file under /assets/, as paths (`/assets/index-….js`). */
  assets: string[]
  /** The app's entry, which the pages' inline loader imports. */
  entry: string
  /** The CSP sources (`'sha256-…'`) that admit the pages' inline scripts. */
  loaderHashes: string[]
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/** The pages' inline scripts (`<script>…</script>`; JSON-LD has a type and is not run). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1] ?? '')

type ViteManifest = Record<string, { file: string; isEntry?: boolean }>

/** The built entry as the inline loader names it, read from Vite's manifest. */
function entryOf(dir: string): string {
  const incomplete = new Error(`${dir} holds no complete build of dist/ (run npm run build)`)
  const manifest = join(dir, '.vite/manifest.json')
  if (!existsSync(manifest)) throw incomplete
  const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as ViteManifest)['index.html']
  if (!entry?.isEntry || !existsSync(join(dir, entry.file))) throw incomplete
  return `/${entry.file}`
}

/**
 * Writes version `number` of the build in `source` into `target`: for 1 the build as it is, for
 * a later one every hashed file renamed and every mention of it changed, as a new build has them.
 */
function writeVersion(source: string, target: string, number: number): Version {
  cpSync(source, target, { recursive: true })
  const names = readdirSync(join(target, 'assets'))
  const renames = new Map<string, string>()
  if (number > 1) {
    for (const name of names) {
      const [, stem, hash, extension] = HASHED.exec(name) ?? []
      if (!stem || !hash || !extension) throw new Error(`dist/assets/${name} has no hash`)
      const next = createHash('sha256').update(`${number}:${hash}`).digest('base64url')
      renames.set(name, `${stem}-${next.slice(0, 8)}${extension}`)
    }
  }
  const mention = new RegExp(
    [...renames.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  )
  const loaderHashes = new Map<string, string>()
  for (const file of filesUnder(target)) {
    if (renames.size === 0 || !TEXT.has(extname(file))) continue
    const path = join(target, file)
    const before = readFileSync(path, 'utf8')
    const after = before.replace(mention, (name) => renames.get(name) ?? name)
    if (after === before) continue
    writeFileSync(path, after)
    if (extname(file) !== '.html') continue
    const [was, now] = [inlineScripts(before), inlineScripts(after)]
    was.forEach((script, index) =>
      loaderHashes.set(`'sha256-${sha256(script)}'`, `'sha256-${sha256(now[index] ?? '')}'`),
    )
  }
  for (const [name, next] of renames) {
    renameSync(join(target, 'assets', name), join(target, 'assets', next))
  }
  // The Content-Security-Policy admits the loader by its hash, which changed with the entry's name.
  let headers = readFileSync(join(target, '_headers'), 'utf8')
  for (const [was, now] of loaderHashes) {
    if (!headers.includes(was)) throw new Error(`dist/_headers does not admit the loader ${was}`)
    headers = headers.replaceAll(was, now)
  }
  writeFileSync(join(target, '_headers'), headers)
  for (const file of filesUnder(target).filter((file) => TEXT.has(extname(file)))) {
    const text = readFileSync(join(target, file), 'utf8')
    const left = [...renames.keys()].find((name) => text.includes(name))
    if (left) throw new Error(`version ${number}: ${file} still names ${left}`)
  }
  const pages = filesUnder(target).filter((file) => extname(file) === '.html')
  const scripts = pages.flatMap((file) => inlineScripts(readFileSync(join(target, file), 'utf8')))
  return {
    number,
    assets: readdirSync(join(target, 'assets')).map((name) => `/assets/${name}`),
    entry: entryOf(target),
    loaderHashes: [...new Set(scripts.map((script) => `'sha256-${sha256(script)}'`))],
  }
}

/** Makes `served` hold what `next` holds, and nothing else: new files first, old ones last. */
function replaceContent(served: string, next: string) {
  const kept = new Set(filesUnder(next))
  cpSync(next, served, { recursive: true, force: true })
  for (const file of filesUnder(served)) if (!kept.has(file)) rmSync(join(served, file))
  rmSync(next, { recursive: true, force: true })
}

const status = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status
  } catch {
    return 0 // not answering for now (reloading)
  }
}

/**
 * What the server does not serve of `version` yet (an empty list once it serves all of it): its
 * pages naming its entry with the CSP admitting its loader, each of its files, none of `old`'s.
 */
async function notServedYet(origin: string, version: Version, old?: Version): Promise<string[]> {
  const wrong: string[] = []
  for (const page of ['/', '/es/projects', '/projects?project=casa-marea']) {
    try {
      const response = await fetch(origin + page, { signal: AbortSignal.timeout(2_000) })
      const csp = response.headers.get('content-security-policy') ?? ''
      if (!(await response.text()).includes(version.entry)) wrong.push(`${page} is not new`)
      if (!version.loaderHashes.every((hash) => csp.includes(hash))) wrong.push(`${page}'s CSP`)
    } catch {
      wrong.push(`${page} did not answer`)
    }
  }
  const answers = await Promise.all(
    [...version.assets, ...(old?.assets ?? [])].map(
      async (path) => [path, await status(origin + path)] as const,
    ),
  )
  for (const [path, code] of answers) {
    const expected = version.assets.includes(path) ? 200 : 404
    if (code !== expected) wrong.push(`${path} answers ${code}, not ${expected}`)
  }
  return wrong
}

type DeployableSite = {
  /** Starts the server (once; later calls wait for the same start) and resolves to its origin. */
  start(): Promise<string>
  /** Deploys the next version and resolves once the server serves all of it. */
  deploy(): Promise<Version>
  /** The version served now. */
  current(): Version
  /** The messages this site's D1 holds, as `npm run messages` lists them. */
  storedMessages(): Promise<StoredMessage[]>
  /** Stops the server (its whole process group) and removes the temporary folder. */
  stop(): Promise<void>
}

export function deployableSite(): DeployableSite {
  let started: Promise<string> | undefined
  let folder: string | undefined
  let server: Server | undefined
  let version: Version | undefined

  const removeFolder = () => {
    if (folder) rmSync(folder, { recursive: true, force: true })
    folder = undefined
  }
  const stop = async () => {
    process.off('exit', removeFolder)
    await server?.stop()
    removeFolder()
  }

  /** Serves the copy's `site` with its own D1 (tests/support/servers.ts), on `port`. */
  const serve = async (port?: number) => {
    if (!folder) throw new Error('no copy of dist/ to serve')
    const args = ['--assets', join(folder, 'site'), '--persist-to', join(folder, 'state')]
    server = await serveOwnSite(args, port)
    return server.origin
  }

  const origin = async () => {
    const at = await started
    if (!at || !folder || !version) throw new Error('the site has not started')
    return { at, folder, version }
  }

  return {
    start() {
      started ??= (async () => {
        folder = mkdtempSync(join(tmpdir(), 'engines-deploy-'))
        process.on('exit', removeFolder)
        // Every version comes from this copy, so a build running meanwhile changes none of them.
        cpSync(build, join(folder, 'build'), { recursive: true })
        entryOf(join(folder, 'build'))
        version = writeVersion(join(folder, 'build'), join(folder, 'site'), 1)
        try {
          return await serve()
        } catch (error) {
          removeFolder()
          throw error
        }
      })()
      return started
    },

    async deploy() {
      const { at, folder: base, version: old } = await origin()
      const next = writeVersion(join(base, 'build'), join(base, 'next'), old.number + 1)
      replaceContent(join(base, 'site'), join(base, 'next'))
      version = next
      let deadline = Date.now() + 20_000
      // Served completely, and still so a moment later (no reload of the server left to come).
      for (let stable = 0; stable < 2;) {
        // wrangler dev reloads when the files change, and exits when one it has just listed is
        // gone by the time it reads it (ENOENT), as the old files are removed: a deploy on the
        // platform swaps the whole version at once, so the server is started again, on the same
        // port, with the same D1, and serves the new version whole.
        if (!server?.running()) {
          await server?.stop() // what is left of it
          await serve(Number(new URL(at).port))
          deadline = Date.now() + 20_000
        }
        const wrong = await notServedYet(at, next, old)
        stable = wrong.length === 0 ? stable + 1 : 0
        if (stable === 0 && Date.now() > deadline) {
          throw new Error(`version ${next.number} is not served: ${wrong.join('; ')}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      return next
    },

    current() {
      if (!version) throw new Error('the site has not started')
      return version
    },

    async storedMessages() {
      const { folder: base } = await origin()
      return storedMessages(join(base, 'state'))
    },

    stop,
  }
}

/**
 * Runs in the page: the app entry its HTML loads (the inline loader's `/assets/index-….js`),
 * which tells which version of the site the page came with.
 */
export function pageVersion(): string | undefined {
  const loaders = [...document.querySelectorAll('script:not([src]):not([type])')]
  return loaders
    .map((script) => script.textContent?.match(/\/assets\/[\w.-]+\.js/)?.[0])
    .find(Boolean)
}
