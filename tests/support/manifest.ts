import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of Vite's build manifest (`build.manifest` in vite.config.ts). */
type ManifestChunk = {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** The manifest of the build the tests run against, dist/. */
function readManifest(): Manifest {
  return JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8')) as Manifest
}

function chunkOf(manifest: Manifest, source: string): ManifestChunk {
  const chunk = manifest[source]
  if (!chunk) throw new Error(`${source} is not in the build's manifest (was it renamed?)`)
  return chunk
}

/** Every manifest entry `source` needs at once: itself and what it imports, transitively. */
function withImports(manifest: Manifest, source: string, found = new Set<string>()) {
  if (found.has(source)) return found
  found.add(source)
  for (const imported of chunkOf(manifest, source).imports ?? [])
    withImports(manifest, imported, found)
  return found
}

/** The path the browser requests for the code built from `source`, e.g. `src/handover/start.tsx`. */
export function builtFile(source: string): string {
  return `/${chunkOf(readManifest(), source).file}`
}

/** The paths of every file built from `source`, the parts the router splits off included. */
export function builtFiles(source: string): string[] {
  const manifest = readManifest()
  const files = Object.keys(manifest)
    .filter((entry) => entry === source || entry.startsWith(`${source}?`))
    .map((entry) => `/${chunkOf(manifest, entry).file}`)
  if (!files.length) throw new Error(`${source} is not in the build's manifest (was it renamed?)`)
  return files
}

// The paths of the code only `source` brings: its chunk and those it imports that no other root
// (the entry, or a module imported dynamically, such as a route) loads.
export function filesOnlyFor(source: string): string[] {
  const manifest = readManifest()
  const chunks = Object.values(manifest)
  const roots = Object.keys(manifest).filter(
    (entry) =>
      entry !== source &&
      (manifest[entry]?.isEntry || chunks.some((chunk) => chunk.dynamicImports?.includes(entry))),
  )
  const elsewhere = new Set<string>()
  for (const root of roots) withImports(manifest, root, elsewhere)
  return [...withImports(manifest, source)]
    .filter((entry) => !elsewhere.has(entry))
    .map((entry) => `/${chunkOf(manifest, entry).file}`)
}

/** The text of each `<tag>` of a built page, its inner tags dropped, as a browser reads it. */
const entities: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&amp;': '&' }
export const textsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner = '']) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&quot;|&amp;/g, (entity) => entities[entity] ?? '')
      .trim(),
  )
