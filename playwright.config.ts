import { defineConfig, devices } from '@playwright/test'
import { journeyLaunchOptions } from './tests/tools/chromium.mjs'

const port = Number(process.env.PORT ?? 8787)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a test that passes only when tried again fails the run (the retry keeps a trace).
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
    // Not always: a trace records every action (axe's half-megabyte script each time), slow.
    trace: 'on-first-retry',
    launchOptions: journeyLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  globalSetup: './tests/support/journeyServer.ts',
})
