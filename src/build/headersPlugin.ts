import { existsSync, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import type { Connect, Plugin, ResolvedConfig } from 'vite'
import {
  headersFor,
  parseHeadersFile,
  type HeaderRule,
  type ResolvedHeaders,
} from './headersFile.ts'

/**
 * One headers file, `public/_headers`, for the host and for every local server (the prerender,
 * `src/ssr/prerender.mjs`, writes the built copy, dist/_headers):
 * - `vite preview`: sends the headers of the built `_headers` the way Netlify and Cloudflare
 *   Pages do, so the tests exercise what is deployed;
 * - `vite dev`: sends them too, minus the CSP (HMR needs inline scripts and a websocket), HSTS
 *   (it would pin localhost to HTTPS) and caching (the dev server manages its own).
 *
 * Node-only build code: registered in vite.config.ts, never imported by the app.
 */
export function headersPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'unreal:static-host-headers',
    configResolved(resolved) {
      config = resolved
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const file = join(outDir, '_headers')
      if (existsSync(file)) {
        const rules = parseHeadersFile(readFileSync(file, 'utf8'))
        server.middlewares.use(hostHeaders(() => rules, new Set()))
      } else {
        server.config.logger.warn(`No ${file}: serving without the deployed headers.`)
      }
    },
    configureServer(server) {
      if (!config.publicDir) return
      const file = join(config.publicDir, '_headers')
      const read = () => (existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [])
      let rules = read()
      server.watcher.add(file)
      server.watcher.on('change', (changed) => {
        if (resolve(changed) === resolve(file)) rules = read()
      })
      const devOnly = new Set([
        'content-security-policy',
        'strict-transport-security',
        'cache-control',
      ])
      server.middlewares.use(hostHeaders(() => rules, devOnly))
    },
  }
}

/** Middleware that gives each response the headers its path matches, as the host would. */
function hostHeaders(
  rules: () => readonly HeaderRule[],
  omit: ReadonlySet<string>,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '/'
    const pathname = url.split(/[?#]/, 1)[0] || '/'
    // Hosts read `_headers` but never serve it.
    if (pathname === '/_headers') {
      res.statusCode = 404
      res.end()
      return
    }
    const hostname = (req.headers.host ?? '').replace(/:\d+$/, '')
    const headers = headersFor(rules(), pathname, hostname)
    for (const key of omit) headers.delete(key)
    sendFinal(res, headers)
    next()
  }
}

/**
 * Sets the headers and keeps later middleware (Vite's static and HTML handlers set their own
 * Cache-Control) from replacing them: on a host, `_headers` overrides what it would send.
 * Node's `writeHead` copies its header object through `setHeader` once headers are set, so
 * guarding `setHeader` covers both.
 */
function sendFinal(res: ServerResponse, headers: ResolvedHeaders) {
  for (const { name, value } of headers.values()) res.setHeader(name, value)
  const setHeader = res.setHeader.bind(res)
  Object.defineProperty(res, 'setHeader', {
    configurable: true,
    value: (name: string, value: number | string | readonly string[]) =>
      headers.has(name.toLowerCase()) ? res : setHeader(name, value),
  })
}
