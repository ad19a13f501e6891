// Build-time only (Node): the browser editor in the build and on the dev server. Registered in
// vite.config.ts, never imported by the app.
import type { Plugin } from 'vite'
import { editorFiles } from './editorPage.ts'
import { EDITOR_PATH } from './editorSite.ts'

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  woff2: 'font/woff2',
}

/**
 * Writes the editor's page, script and configuration (made from the project schema) into the
 * client build's output, beside the site and apart from it: no page imports them. The dev
 * server serves the same files at the same addresses (`npm run edit`).
 */
export function editorAdmin(): Plugin {
  const projectsDir = process.env.PROJECTS_DIR
  let ssr = false
  return {
    name: 'unreal:editor-admin',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    async generateBundle() {
      if (ssr) return
      for (const [fileName, source] of await editorFiles(projectsDir)) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? ''
        if (path !== EDITOR_PATH && !path.startsWith(`${EDITOR_PATH}/`)) return next()
        const name = path === EDITOR_PATH || path === `${EDITOR_PATH}/` ? 'index.html' : path
        editorFiles(projectsDir)
          .then((files) => {
            const file = files.get(
              name === 'index.html' ? `${EDITOR_PATH.slice(1)}/index.html` : name.slice(1),
            )
            if (file === undefined) return next()
            response.setHeader('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'text/plain')
            response.end(file)
          })
          .catch(next)
      })
    },
  }
}
