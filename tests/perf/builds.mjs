// What the benchmarks in a browser share (the hand-over's, the interactions'): this build
// (dist/) and, with --baseline DIR, another one (e.g. the previous commit's dist/), each served as
// in production by its own local Worker, and the system's Chromium where there is one.
import { chromium } from '@playwright/test'
import { freePort } from '../../shared/localRuntime.ts'
import { serveLocally } from '../../tools/worker/serve.mjs'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'

const serveAt = async (dir, persistTo) =>
  serveLocally({
    ip: '127.0.0.1',
    port: await freePort(),
    persistTo,
    stdio: 'ignore',
    vars: { CONTACT_RATE_LIMIT: '100000', EVENTS_RATE_LIMIT: '100000' },
    ...(dir ? { assets: dir } : {}),
  })

/** `[{ name, server }]`: this build, and the baseline when `baselineDir` is given. */
export async function servedBuilds(baselineDir) {
  const builds = [{ name: 'this build', server: await serveAt(undefined, '.wrangler/perf') }]
  if (baselineDir) {
    builds.push({ name: 'baseline', server: await serveAt(baselineDir, '.wrangler/perf-baseline') })
  }
  // A run that fails part-way leaves no server behind.
  process.on('exit', () => builds.forEach((build) => void build.server.stop()))
  return builds
}

export const launchChromium = () => chromium.launch(chromiumLaunchOptions)
