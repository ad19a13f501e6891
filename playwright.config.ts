import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.PORT ?? 8787)
const baseURL = `http://127.0.0.1:${port}`

/**
 * A second build whose contact form posts to VITE_CONTACT_ENDPOINT, here a loopback stand-in
 * (tests/tools/contact-server.ts) that the endpoint spec starts itself. Only that spec runs on it.
 */
const endpointPort = Number(process.env.ENDPOINT_PORT ?? 4273)
const endpointDistDir = process.env.ENDPOINT_DIST_DIR ?? 'dist-endpoint'
const endpointBaseURL = `http://127.0.0.1:${endpointPort}`
const contactServerPort = Number(process.env.CONTACT_SERVER_PORT ?? 4299)
const endpointSpec = /contact-endpoint\.spec\.ts$/

/** Debian's Chromium when it is installed (CI here); otherwise Playwright's own (`npx playwright install chromium`). */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
)

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
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: endpointSpec },
    {
      name: 'endpoint',
      use: { ...devices['Desktop Chrome'], baseURL: endpointBaseURL },
      testMatch: endpointSpec,
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
      // The same three steps as `npm run build`, into another directory (the prerender writes
      // _headers with the endpoint in connect-src).
      command: [
        `npx vite build --outDir ${endpointDistDir}`,
        `npx vite build --ssr src/ssr/entry-server.tsx --outDir ${endpointDistDir}-ssr`,
        `node src/ssr/prerender.mjs ${endpointDistDir}`,
        `npx vite preview --host 127.0.0.1 --port ${endpointPort} --strictPort --outDir ${endpointDistDir}`,
      ].join(' && '),
      env: { VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${contactServerPort}/contact` },
      url: endpointBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
