import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { withContactEndpoint } from './contactEndpoint.ts'
import { parseHeadersFile } from './headersFile.ts'

/**
 * The build's part of `public/_headers` (the platform applies the file, see wrangler.jsonc):
 * copied into the build with the contact endpoint added to `connect-src`, and checked, so a
 * broken file fails the build.
 *
 * Node-only build code: registered in vite.config.ts, never imported by the app.
 */
export function headersPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'unreal:headers-file',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(output) {
      const file = join(output.dir ?? resolve(config.root, config.build.outDir), '_headers')
      if (!existsSync(file)) return
      const text = withContactEndpoint(readFileSync(file, 'utf8'), config.env.VITE_CONTACT_ENDPOINT)
      parseHeadersFile(text)
      writeFileSync(file, text)
    },
  }
}
