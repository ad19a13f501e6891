import { builtinEnvironments, type Environment } from 'vitest/runtime'

/** Node's environment; at a worker's end it also closes the browsers its journeys started. */
export default {
  name: 'engines',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options)
    return {
      async teardown(global) {
        await (globalThis as { closeEngines?: () => Promise<unknown> }).closeEngines?.()
        await node.teardown(global)
      },
    }
  },
} satisfies Environment
