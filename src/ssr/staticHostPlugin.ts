import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { defaultLocale, localizedPath, parseLocaleParam } from '../i18n/locales.ts'

/**
 * Makes `vite preview` answer like a static host (Netlify, Cloudflare Pages, S3 + CDN):
 * `/projects` is served from `projects/index.html`, and a path with no file gets the
 * language's `404.html` with status 404 instead of the home page.
 */
export function staticHostPlugin(): Plugin {
  return {
    name: 'unreal:static-host',
    apply: 'serve',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      const isFile = (path: string) => existsSync(path) && statSync(path).isFile()
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next()
        const url = new URL(req.url, 'http://localhost')
        let pathname: string
        try {
          pathname = decodeURIComponent(url.pathname)
        } catch {
          pathname = url.pathname
        }
        const target = resolve(root, `.${pathname}`)
        if (!target.startsWith(root)) return next()
        if (isFile(target)) return next()
        const index = join(target, 'index.html')
        if (isFile(index)) {
          req.url = `${url.pathname.replace(/\/?$/, '/')}index.html${url.search}`
          return next()
        }
        const locale = parseLocaleParam(pathname.split('/')[1]) || defaultLocale
        const notFound = join(root, `.${localizedPath('/404', locale)}.html`)
        if (!isFile(notFound)) return next()
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound))
      })
    },
  }
}
