import { defineConfig, devices } from '@playwright/test'
import { quietChromiumArgs, systemChromium } from './tests/tools/chromium.mjs'

const port = Number(process.env.PORT ?? 8787)
const baseURL = `http://127.0.0.1:${port}`

/**
 * The edge build (`npm run start:edge`): the same site built with VITE_CONTACT_ENDPOINT=/api/contact,
 * so the form posts to the Worker's contact API, served by wrangler with a D1 of its own. The
 * journeys whose file name starts with `contact-edge` run on it (and the CSP visit, with a real send).
 */
const edgePort = Number(process.env.EDGE_PORT ?? 8788)
const edgeDistDir = process.env.EDGE_DIST_DIR ?? 'dist-edge'
const edgePersistDir = process.env.EDGE_PERSIST_DIR ?? '.wrangler/e2e-edge'
const edgeBaseURL = `http://127.0.0.1:${edgePort}`
const edgeSpecs = /contact-edge[^/]*\.spec\.ts$/
const bothBuildsSpecs = /security-csp\.spec\.ts$/

/**
 * The 60-project build (`npm run build:many-projects`, a test fixture never shipped): the site
 * as a studio's portfolio grows. The journeys in projects-many.spec.ts run on it, and compare
 * it with the usual build.
 */
const manyPort = Number(process.env.MANY_PORT ?? 8789)
const manyBaseURL = `http://127.0.0.1:${manyPort}`
const manySpecs = /projects-many\.spec\.ts$/

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: quietChromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [edgeSpecs, manySpecs],
    },
    {
      name: 'edge',
      use: { ...devices['Desktop Chrome'], baseURL: edgeBaseURL },
      testMatch: [edgeSpecs, bothBuildsSpecs],
    },
    {
      name: 'many',
      use: { ...devices['Desktop Chrome'], baseURL: manyBaseURL },
      testMatch: manySpecs,
    },
  ],
  webServer: [
    {
      // The production build (run `npm run build` first) and the Worker, served by Cloudflare's
      // local runtime as in production (wrangler.jsonc), with a D1 of its own in .wrangler/e2e.
      // Every test comes from 127.0.0.1: the per-client limit is raised so journeys never meet it
      // (the limit itself is tested in worker/test).
      command: `node worker/tools/serve.mjs --ip 127.0.0.1 --port ${port} --persist-to .wrangler/e2e --var CONTACT_RATE_LIMIT:100000`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same three steps as `npm run build`, into another directory, with the contact API
      // on; then wrangler serves that directory (`--assets`) with wrangler.jsonc's rules.
      command: [
        `npx vite build --outDir ${edgeDistDir}`,
        `npx vite build --ssr src/ssr/entry-server.tsx --outDir ${edgeDistDir}-ssr`,
        `node src/ssr/prerender.mjs ${edgeDistDir}`,
        `node worker/tools/serve.mjs --ip 127.0.0.1 --port ${edgePort} --assets ${edgeDistDir} --persist-to ${edgePersistDir} --var CONTACT_RATE_LIMIT:100000`,
      ].join(' && '),
      env: { VITE_CONTACT_ENDPOINT: '/api/contact' },
      url: edgeBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      // The 60-project build into dist-many, then served as the others are.
      command: [
        'npm run build:many-projects',
        `node worker/tools/serve.mjs --ip 127.0.0.1 --port ${manyPort} --assets dist-many --persist-to .wrangler/e2e-many`,
      ].join(' && '),
      url: manyBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 480_000,
    },
  ],
})
