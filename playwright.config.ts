import { defineConfig, devices } from '@playwright/test'
import { journeyLaunchOptions } from './tests/tools/chromium.mjs'

const port = Number(process.env.PORT ?? 8787)
const baseURL = `http://127.0.0.1:${port}`
/** The journeys on a site of their own, built by tests/e2e/fixture-sites.setup.ts. */
const onFixtureSites = [/projects-many\.spec\.ts$/, /project-added\.spec\.ts$/]

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a test that passes only when tried again fails the run (its first failure and the
  // retry's trace stay in the report and test-results/).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ['./tests/support/slowestReporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  use: {
    baseURL,
    // Recorded only when a test is tried again: a trace records every action (axe's half-megabyte
    // script each time it is injected), which made a whole run several times slower.
    trace: 'on-first-retry',
    launchOptions: journeyLaunchOptions,
  },
  projects: [
    // The sites a few journeys need besides the usual build (60 projects; one project added),
    // built once per run, and only when one of those journeys is to run.
    { name: 'fixture sites', testMatch: '**/fixture-sites.setup.ts', retries: 0 },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/fixture-sites\.setup\.ts$/, ...onFixtureSites],
    },
    {
      name: 'chromium on fixture sites',
      use: { ...devices['Desktop Chrome'] },
      testMatch: onFixtureSites,
      dependencies: ['fixture sites'],
    },
  ],
  // The one server every journey uses (its own D1 in .wrangler/e2e); the 60-project and
  // added-project journeys serve their own site (built by the "fixture sites" project), only when
  // they run. Both start as every test's server does (tests/support/servers.ts).
  globalSetup: './tests/support/journeyServer.ts',
})
