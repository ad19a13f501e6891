/// <reference types="vitest/config" />
import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { localSecrets } from './shared/localRuntime.ts'
import { editorAdmin } from './tools/editor/editorPlugin.ts'
import { projectsContent } from './tools/projectsContent.ts'
import { markdownBlocks } from './tools/markdownBlocks.ts'
import { siteContent } from './tools/siteContent.ts'
import { sonnerStaticStyles } from './tools/sonnerStaticStyles.ts'

/** V8's explicit compile hint: a script whose first line it is is compiled as it loads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
const REACT_DOM_MODULE = /[\\/]node_modules[\\/]react-dom[\\/]/

/**
 * The dev server (`vite`, `npm run dev` through tools/worker/dev.mjs) runs the site on the
 * platform: Cloudflare's Vite plugin serves it through the Workers runtime (workerd) with the
 * Worker of wrangler.jsonc (`/api/*`, the projects page) and its bindings, D1 included. Its local
 * state is Wrangler's own, `.wrangler/state/v3` (the plugin's default `persistState`), so the
 * D1 that `wrangler d1 migrations apply DB --local` and `npm run messages` use is the one the
 * dev server writes to. Builds (`vite build`, the prerender) and Vitest run without it: the
 * built site and its Worker are served by wrangler itself (tools/worker/serve.mjs, deploy).
 */
function workersDevServer() {
  // Miniflare fetches a sample `request.cf` object from workers.cloudflare.com unless told not
  // to (as tools/worker/wrangler.mjs tells wrangler): the dev server stays off the network.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
  return cloudflare({
    // Nothing in wrangler.jsonc is remote; never start a session with Cloudflare's API.
    remoteBindings: false,
    config: {
      vars: localSecrets(),
      assets: {
        // In production every page is prerendered (dist/) and an unknown path gets a 404 page;
        // the dev server has only index.html, so every page address gets the app, which routes
        // it (its own not-found page included), as plain Vite did.
        not_found_handling: 'single-page-application',
      },
    },
  })
}

/**
 * What a lazy import asks the browser to preload: the files its code needs, less those its
 * importer already has. A chunk runs only once its static imports have loaded, so listing them
 * again (Vite lists every file of the imported code) costs every page bytes for nothing. Vite's
 * `modulePreload.resolveDependencies` gets the importer's file name, and this plugin the bundle's
 * imports, before Vite writes the lists (its own `generateBundle`).
 */
function preloadsOnlyNew() {
  let bundle: Rollup.OutputBundle = {}
  const importedBy = (file: string, found = new Set<string>()) => {
    const chunk = bundle[file]
    for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
      if (!found.has(imported)) importedBy(imported, found.add(imported))
    }
    return found
  }
  const plugin: Plugin = {
    name: 'unreal:preloads-only-new',
    apply: 'build',
    generateBundle: { order: 'pre', handler: (_, output) => void (bundle = output) },
  }
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType !== 'js') return deps
    const loaded = importedBy(hostId)
    return deps.filter((dep) => !loaded.has(dep))
  }
  return { plugin, resolveDependencies }
}
const preloads = preloadsOnlyNew()
/**
 * The unit tests that need a page (jsdom) besides the components' (`*.test.tsx`): storage, a
 * page to load, the router as the browser runs it. The others run in Node, without a page to set
 * up for each file (half the unit tests' time went to that).
 */
const DOM_TESTS = [
  'src/features/contact/contactDraft.test.ts',
  'src/i18n/locales.test.ts',
  'src/lib/loadLater.test.ts',
]

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    vanillaExtractPlugin(),
    sonnerStaticStyles(),
    // The projects, their images and share cards, from src/content/projects/ (or PROJECTS_DIR).
    projectsContent(),
    // The studio's Markdown pages (`*.md?blocks`), read at build time.
    markdownBlocks(),
    // The studio's own words, src/content/site/, checked against their schemas.
    siteContent(),
    // The browser editor at /admin (Sveltia CMS): its own page, never loaded by the site's.
    editorAdmin(),
    preloads.plugin,
    // The dev server only: not `vite build`, `vite preview` or Vitest (which serves this config).
    ...(command === 'serve' && !isPreview && !process.env.VITEST ? workersDevServer() : []),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // dist/.vite/manifest.json maps source modules to built files: the prerender finds the entry
    // script there (tools/prerender/prerender.mjs), and tests find code through it.
    manifest: true,
    // One stylesheet for the whole site (small), linked from every prerendered page, so no page
    // waits for a route chunk to bring its styles.
    cssCodeSplit: false,
    // Every browser the site targets preloads modules itself; the polyfill would be dead weight
    // in the first script (older ones still run the app, only without the early fetches).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      // Rolldown warns of a plugin that takes most of the build: the projects' plugin does on a
      // fresh clone, where it encodes every image and loop once (about 90 s on 2 cores), as it
      // must; from the cache after that. A build prints no warning (issue 50).
      checks: { bundlerTimings: false },
      output: {
        // V8's explicit compile hint (Chrome 136+; a comment elsewhere), as the first line of the
        // script that carries React DOM: V8 compiles its functions while it streams in, off the
        // main thread, instead of at their first call. The first press is the first call of
        // React DOM's event code, which was compiled on the main thread before the press could
        // paint (docs/performance.md, fourth sitting). Only that script: the others compiled
        // little at a press, and each hint costs the first load bytes and the browser compile
        // work for functions a page may never call. Added after minification, and part of the
        // file's hash.
        postBanner: (chunk) =>
          chunk.moduleIds.some((id) => REACT_DOM_MODULE.test(id)) ? COMPILE_HINT : '',
      },
    },
  },
  ssr: {
    // The prerender bundle carries its dependencies, so it runs with plain Node.
    noExternal: true,
  },
  test: {
    css: false,
    // A file per core: Vitest's default leaves one core to itself, which on a 2-core machine ran
    // the files one at a time (76 s; 46 s on both).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A worker per core keeps jsdom and the app's dependencies loaded, each file in a fresh
          // context of them: the whole run took 46 CPU-s, against 61 with a process per file.
          pool: 'vmThreads',
          include: ['{src,tools,tests/integration}/**/*.test.tsx', ...DOM_TESTS],
          setupFiles: ['./tests/setup.ts'],
          // A file's first render of the whole app loads and compiles its modules: seconds on a
          // busy 2-core machine, past the default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{src,tools,shared,tests/integration}/**/*.test.ts'],
          exclude: DOM_TESTS,
        },
      },
    ],
  },
}))
