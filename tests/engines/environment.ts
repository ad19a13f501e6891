import { builtinEnvironments, type Environment } from 'vitest/runtime'

/**
 * Vitest's node environment, and at the end of each worker (its environment is set up once per
 * worker, as the journeys' files share it: vitest.config.ts) the browsers that the worker's
 * journeys started are closed (browsers.ts), before Vitest ends the worker's process.
 */
const CLOSE_BROWSERS = Symbol.for('tests/engines: close the browsers')

export default {
  name: 'engines',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options)
    return {
      async teardown(global) {
        const closeBrowsers: unknown = Reflect.get(globalThis, CLOSE_BROWSERS)
        if (typeof closeBrowsers === 'function') await closeBrowsers()
        await node.teardown(global)
      },
    }
  },
} satisfies Environment
