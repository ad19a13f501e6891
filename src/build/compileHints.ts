import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): the first line of a script. Other engines read a comment. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
/** React DOM's modules: its event system runs on every press, its renderer on every update. */
const REACT_DOM_MODULE = /[\\/]node_modules[\\/]react-dom[\\/]/

/**
 * Marks the script that carries React DOM with V8's explicit compile hint, so its functions are
 * compiled while it streams in, off the main thread, rather than at their first call. Without
 * it, the page's first press compiled React DOM's event code on the main thread, before its
 * paint (docs/performance.md, the language switch). Only React DOM's script: most of what the
 * first press compiled was its code, and each hint costs the first load bytes (the budget has
 * room for one) and the browser compile work for functions the page may never call.
 *
 * Runs after Vite's own bundle edits (which put a line at the top of scripts with dynamic
 * imports): the hint counts only as the first line. Node-only build code, registered in
 * vite.config.ts.
 */
export function compileHints(): Plugin {
  return {
    name: 'unreal:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.moduleIds.some((id) => REACT_DOM_MODULE.test(id)))
            output.code = `${COMPILE_HINT}\n${output.code}`
        }
      },
    },
  }
}
