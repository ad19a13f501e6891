import type { Plugin } from 'vite'

/** sonner's published module, whose top level injects its stylesheet with a `<style>` element. */
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/
/** That one statement: `__insertCSS("…")` on its own line. */
const INSERT_CSS_CALL = /^__insertCSS\(.*\);?[ \t]*$/m

/**
 * sonner 2 has no unstyled entry: importing it adds a runtime `<style>` element, which a strict
 * CSP (`style-src 'self'`) blocks. This drops that call; `src/components/Toaster.tsx` imports
 * `sonner/dist/styles.css` instead, so the same rules ship in the site's stylesheet.
 * The build fails if a sonner update changes the code, rather than silently shipping unstyled toasts.
 *
 * Node-only build code: registered in vite.config.ts, never imported by the app.
 */
export function sonnerStaticStyles(): Plugin {
  return {
    name: 'unreal:sonner-static-styles',
    enforce: 'pre',
    // Dev serves sonner through this plugin too (instead of pre-bundling it), so dev matches the build.
    config: () => ({ optimizeDeps: { exclude: ['sonner'] } }),
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null
      if (!INSERT_CSS_CALL.test(code)) {
        this.error(
          'sonner no longer injects its CSS the way sonnerStaticStyles expects; update it.',
        )
      }
      return { code: code.replace(INSERT_CSS_CALL, ''), map: null }
    },
  }
}
