/**
 * The `_headers` format of Netlify and Cloudflare Pages: a URL pattern on its own line, then
 * indented `Name: value` lines (or `! Name` to detach a header a wider rule set). Patterns are
 * paths (or `https://host/path`) where `*` matches anything, `/` included, and `:name` one
 * segment; `:splat` and `:name` in a value are replaced by what they matched. Every matching
 * rule applies, in file order; a header set twice is joined with a comma (Cloudflare's rule).
 *
 * Node-only build code: the app never imports it.
 */

export type HeaderRule = {
  pattern: string
  attach: ReadonlyArray<readonly [name: string, value: string]>
  detach: readonly string[]
}

/** Headers for one response, keyed by lower-case name, each with its name as written. */
export type ResolvedHeaders = Map<string, { name: string; value: string }>

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const placeholder = /:([A-Za-z]\w*)/g

function fail(lineNumber: number, message: string): never {
  throw new Error(`_headers line ${lineNumber}: ${message}`)
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; attach: [string, string][]; detach: string[] }[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/') && !trimmed.startsWith('https://')) {
        fail(lineNumber, `a rule must start with "/" or "https://", got "${trimmed}"`)
      }
      if (trimmed.split('*').length > 2) fail(lineNumber, 'a pattern may hold one splat only')
      try {
        matchRule(trimmed, '/', '')
      } catch {
        fail(lineNumber, `"${trimmed}" is not a valid pattern (a placeholder used twice?)`)
      }
      rules.push({ pattern: trimmed, attach: [], detach: [] })
      return
    }
    const rule = rules.at(-1)
    if (!rule) return fail(lineNumber, 'a header line must follow a URL pattern')
    if (trimmed.startsWith('!')) {
      const name = trimmed.slice(1).trim()
      if (!headerName.test(name)) fail(lineNumber, `"${name}" is not a header name`)
      rule.detach.push(name)
      return
    }
    const colon = trimmed.indexOf(':')
    const name = trimmed.slice(0, Math.max(colon, 0)).trim()
    const value = trimmed.slice(colon + 1).trim()
    if (colon <= 0 || !headerName.test(name)) fail(lineNumber, `expected "Name: value"`)
    if (value === '') fail(lineNumber, `the header ${name} has no value`)
    rule.attach.push([name, value])
  })
  return rules
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** `*` becomes a named `splat` group, `:name` a group for one segment (one label in a host). */
function patternSource(pattern: string, segment: string): string {
  return escapeRegExp(pattern)
    .replace('*', '(?<splat>.*)')
    .replace(placeholder, (_match, name: string) => `(?<${name}>${segment}+)`)
}

function matchRule(pattern: string, pathname: string, hostname: string) {
  if (pattern.startsWith('https://')) {
    const slash = pattern.indexOf('/', 'https://'.length)
    const hostPattern = pattern.slice('https://'.length, slash === -1 ? undefined : slash)
    const pathPattern = slash === -1 ? '/' : pattern.slice(slash)
    const host = new RegExp(`^${patternSource(hostPattern, '[^./]')}$`, 'i').exec(hostname)
    const path = new RegExp(`^${patternSource(pathPattern, '[^/]')}$`).exec(pathname)
    return host && path ? { ...host.groups, ...path.groups } : null
  }
  const path = new RegExp(`^${patternSource(pattern, '[^/]')}$`).exec(pathname)
  return path ? { ...path.groups } : null
}

/** The headers every rule matching this request path (and host) gives it. */
export function headersFor(
  rules: readonly HeaderRule[],
  pathname: string,
  hostname = '',
): ResolvedHeaders {
  const headers: ResolvedHeaders = new Map()
  const detached = new Set<string>()
  for (const rule of rules) {
    const groups = matchRule(rule.pattern, pathname, hostname)
    if (!groups) continue
    for (const [name, template] of rule.attach) {
      const value = template.replace(placeholder, (token, key: string) => groups[key] ?? token)
      const key = name.toLowerCase()
      const existing = headers.get(key)
      headers.set(key, { name, value: existing ? `${existing.value}, ${value}` : value })
    }
    for (const name of rule.detach) detached.add(name.toLowerCase())
  }
  for (const key of detached) headers.delete(key)
  return headers
}
