/**
 * The `_headers` format of Cloudflare (Workers static assets, Pages) and Netlify: a URL pattern
 * on its own line, then indented `Name: value` lines (or `! Name` to detach a header a wider rule
 * set). Patterns are paths (or `https://host/path`) with at most one `*` and `:name` placeholders.
 * The platform applies the file (wrangler locally, see wrangler.jsonc); the build only checks it,
 * so a mistake fails the build instead of being skipped by the host.
 *
 * Node-only build code: the app never imports it.
 */

export type HeaderRule = {
  pattern: string
  attach: ReadonlyArray<readonly [name: string, value: string]>
  detach: readonly string[]
}

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
      const names = [...trimmed.matchAll(placeholder)].map((match) => match[1])
      if (new Set(names).size !== names.length) {
        fail(lineNumber, `"${trimmed}" uses a placeholder twice`)
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
