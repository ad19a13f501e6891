import { createHash } from 'node:crypto'
import {
  cpSync,
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
import { storedCount } from '../support/storedMessages'

/**
 * A site of its own for journeys that meet a deploy (stale-code.journey.ts): a copy of the build
 * in dist/ in a temporary folder, served by its own `wrangler dev` (tests/support/servers.ts, with
 * its own D1), and `deploy()`, which replaces what that folder holds with a new version, as the
 * platform swaps versions.
 *
 * A new version is the same build with every hashed file under assets/ renamed (its hash changed)
 * and every mention of those names in its HTML, JS, CSS and JSON changed to match, the pages'
 * inline loader included, so `_headers` admits the loader by its new hash (tools/prerender/prerender.mjs).
 * An open page then meets what a real deploy brings: each file it has not fetched yet answers
 * 404, and a full page load gets the new version.
 *
 * `wrangler dev` watches its assets folder and serves the new files once it has reloaded (about
 * a second; 3.5 s for a whole deploy here, where starting it again took 7 to 10 s), so `deploy()`
 * resolves only once every file of the new version answers and none of the old does.
 */

const build = fileURLToPath(new URL('../../dist', import.meta.url))

/** Vite's file names: `<name>-<8-character hash>.<extension>`. */
const HASHED = /^(.+)-([\w-]{8})(\.\w+)$/
/** The files that may name others: a deploy rewrites these. */
const TEXT = new Set(['.html', '.js', '.css', '.json'])

/** Every file under `dir` that may name others. */
const textFilesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The pages' inline scripts (`<script>…</script>`; JSON-LD has a type and is not run). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1] ?? '')

/** The app's entry, as the home page's inline loader names it (as `pageVersion` reads it). */
function entryOf(dir: string): string {
  const entry = /\/assets\/index-[\w-]+\.js/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))
  if (!entry) throw new Error(`${dir}/index.html loads no app entry (run npm run build)`)
  return entry[0]
}

type Version = { entry: string; assets: string[]; loaderHashes: string[] }

/**
 * Writes version `number` of the build in `source` into `target`: every hashed file renamed and
 * every mention of it changed, as a new build has them.
 */
function writeVersion(source: string, target: string, number: number): Version {
  rmSync(target, { recursive: true, force: true })
  cpSync(source, target, { recursive: true })
  const renames = new Map<string, string>()
  for (const name of readdirSync(join(target, 'assets'))) {
    const [, stem, hash, extension] = HASHED.exec(name) ?? []
    if (!stem || !hash || !extension) throw new Error(`dist/assets/${name} has no hash`)
    const next = createHash('sha256').update(`${number}:${hash}`).digest('base64url')
    renames.set(name, `${stem}-${next.slice(0, 8)}${extension}`)
    renameSync(join(target, 'assets', name), join(target, 'assets', renames.get(name) ?? name))
  }
  const mention = new RegExp(
    [...renames.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  )
  // The Content-Security-Policy admits the loader by its hash, which changes with the entry's name.
  let headers = readFileSync(join(target, '_headers'), 'utf8')
  for (const file of textFilesUnder(target)) {
    const before = readFileSync(file, 'utf8')
    const after = before.replace(mention, (name) => renames.get(name) ?? name)
    writeFileSync(file, after)
    if (extname(file) !== '.html') continue
    const now = inlineScripts(after)
    inlineScripts(before).forEach((script, index) => {
      headers = headers.replaceAll(sha256(script), sha256(now[index] ?? ''))
    })
  }
  writeFileSync(join(target, '_headers'), headers)
  const loaderHashes = new Set<string>()
  for (const file of textFilesUnder(target)) {
    const text = readFileSync(file, 'utf8')
    const left = [...renames.keys()].find((name) => text.includes(name))
    if (left) throw new Error(`version ${number}: ${file} still names ${left}`)
    for (const script of extname(file) === '.html' ? inlineScripts(text) : []) {
      if (!headers.includes(sha256(script))) throw new Error(`_headers does not admit ${file}'s`)
      loaderHashes.add(sha256(script))
    }
  }
  const assets = [...renames.values()].map((name) => `/assets/${name}`)
  return { entry: entryOf(target), assets, loaderHashes: [...loaderHashes] }
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))

/** Makes `served` hold what `next` holds, and nothing else: new files first, old ones last. */
function replaceContent(served: string, next: string) {
  const kept = new Set(filesUnder(next))
  cpSync(next, served, { recursive: true, force: true })
  for (const file of filesUnder(served)) if (!kept.has(file)) rmSync(join(served, file))
}

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(2_000) })

/** A page's text and CSP, empty while the server does not answer within 2 s (reloading). */
async function readPage(url: string) {
  try {
    const response = await get(url)
    return {
      csp: response.headers.get('content-security-policy') ?? '',
      text: await response.text(),
    }
  } catch {
    return { csp: '', text: '' }
  }
}

/**
 * What the server does not serve of `version` yet (an empty list once it serves all of it): its
 * pages naming its entry with the CSP admitting its loader, each of its files, none of `old`'s.
 */
async function notServedYet(origin: string, version: Version, old: Version) {
  const wrong = await Promise.all([
    ...['/', '/es/projects', '/projects?project=casa-marea'].map(async (page) => {
      const { csp, text } = await readPage(origin + page)
      const admitted = version.loaderHashes.every((hash) => csp.includes(hash))
      return text.includes(version.entry) && admitted ? '' : `${page} is not new`
    }),
    ...[...version.assets, ...old.assets].map(async (path) => {
      const status = await get(origin + path).then(
        (response) => {
          void response.body?.cancel()
          return response.status
        },
        () => 0, // not answering for now (reloading)
      )
      const expected = version.assets.includes(path) ? 200 : 404
      return status === expected ? '' : `${path} answers ${status}, not ${expected}`
    }),
  ])
  return wrong.filter(Boolean)
}

export function deployableSite() {
  const folder = mkdtempSync(join(tmpdir(), 'engines-deploy-'))
  const removeFolder = () => rmSync(folder, { recursive: true, force: true })
  process.on('exit', removeFolder)
  const [copy, site, next] = [join(folder, 'build'), join(folder, 'site'), join(folder, 'next')]
  let server: Server | undefined
  let starting: Promise<string> | undefined
  let version: Version | undefined
  let number = 1

  /** Serves `site` with its own D1, on `port`. */
  const serve = async (port?: number) => {
    server = await serveOwnSite(['--assets', site, '--persist-to', join(folder, 'state')], port)
    return server.origin
  }

  return {
    /** Starts the server (once; later calls wait for the same start) and resolves to its origin. */
    start() {
      starting ??= (() => {
        // Every version comes from this copy, so a build running meanwhile changes none of them.
        cpSync(build, copy, { recursive: true })
        version = writeVersion(copy, site, number)
        return serve()
      })()
      return starting
    },

    /** Deploys the next version and resolves once the server serves all of it. */
    async deploy() {
      const origin = await starting
      const old = version
      if (!origin || !old) throw new Error('the site has not started')
      number += 1
      version = writeVersion(copy, next, number)
      replaceContent(site, next)
      let deadline = Date.now() + 20_000
      // Served completely, and still so a moment later (no reload of the server left to come).
      for (let stable = 0; stable < 2;) {
        // wrangler dev exits when a file it has just listed is gone by the time it reads it (as
        // the old files are removed): a deploy on the platform swaps the whole version at once,
        // so the server is started again, on the same port, with the same D1.
        if (!server?.running()) {
          await server?.stop() // what is left of it
          await serve(Number(new URL(origin).port))
          deadline = Date.now() + 20_000
        }
        const wrong = await notServedYet(origin, version, old)
        stable = wrong.length === 0 ? stable + 1 : 0
        if (stable === 0 && Date.now() > deadline) {
          throw new Error(`version ${number} is not served: ${wrong.join('; ')}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },

    /** The entry of the version served now, as `pageVersion` reads it. */
    entry: () => version?.entry,

    /** How many messages with this (unique) text this site's D1 holds. */
    storedCount: (text: string) => storedCount(text, join(folder, 'state')),

    /** Stops the server (its whole process group) and removes the temporary folder. */
    async stop() {
      process.off('exit', removeFolder)
      await server?.stop()
      removeFolder()
    },
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
