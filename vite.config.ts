/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sonnerStaticStyles } from './src/build/sonnerStaticStyles.ts'

/**
 * `PROJECTS_FIXTURE=many` builds the site with 60 projects (tests/fixtures/many-projects) in
 * place of the published ones: a test build, never shipped (`npm run build:many-projects`).
 * The catalogue and the long texts come from the fixture; the 57 added projects are written
 * into the code as literal data, as a studio's own would be.
 */
const manyProjects = process.env.PROJECTS_FIXTURE === 'many'
const projectsFixture = manyProjects
  ? [
      {
        find: /^(?:\.{1,2}\/)+(?:src\/)?content\/(projects|projectDetails)$/,
        replacement: fileURLToPath(new URL('./tests/fixtures/many-projects/$1', import.meta.url)),
      },
    ]
  : []
const projectsFixtureData = manyProjects
  ? {
      __GENERATED_PROJECTS__: JSON.stringify(
        (await import('./tests/fixtures/many-projects/generate.ts')).generatedProjects(),
      ),
    }
  : {}

export default defineConfig({
  resolve: { alias: projectsFixture },
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
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    ...projectsFixtureData,
  },
  build: {
    // dist/.vite/manifest.json maps source modules to built files: the prerender finds the entry
    // script there (src/ssr/prerender.mjs), and tests find code through it.
    manifest: true,
    // One stylesheet for the whole site (small), linked from every prerendered page, so no page
    // waits for a route chunk to bring its styles.
    cssCodeSplit: false,
    // Every browser the site targets preloads modules itself; the polyfill would be dead weight
    // in the first script (older ones still run the app, only without the early fetches).
    modulePreload: { polyfill: false },
  },
  ssr: {
    // The prerender bundle carries its dependencies, so it runs with plain Node.
    noExternal: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    css: false,
  },
})
