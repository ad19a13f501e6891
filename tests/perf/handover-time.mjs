// How long a page waits for the app to take over (`<html data-ready>`, from the navigation's
// start) on a slow phone's network and CPU: Lighthouse's mobile setting (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown), emulated by Chromium. Each page is opened
// fresh, with an empty cache; the same loads run against a baseline build in the same run,
// interleaved, and each figure is the median of the loads. A benchmark, not a test.
//
//   npm run perf:handover-time -- [--loads 7] [--baseline DIR]      (builds first)
import { parseArgs } from 'node:util'
import { median } from './median.mjs'
import { launchChromium, servedBuilds } from './builds.mjs'

const { values } = parseArgs({
  options: { loads: { type: 'string', default: '7' }, baseline: { type: 'string' } },
})
const loads = Number(values.loads)
const pages = ['/', '/projects', '/es', '/projects?project=neon-requiem']
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

const builds = await servedBuilds(values.baseline)
const browser = await launchChromium()

async function oneLoad(origin, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.ready !== 'true') return
      window.readyAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
  })
  await page.goto(origin + path, { waitUntil: 'commit' })
  const at = await page.waitForFunction(() => window.readyAt, null, { timeout: 60_000 })
  const ms = await at.jsonValue()
  await context.close()
  return ms
}

const times = new Map()
for (const path of pages) {
  for (let load = 0; load < loads; load += 1) {
    for (const build of builds) {
      const key = `${build.name}|${path}`
      times.set(key, [...(times.get(key) ?? []), await oneLoad(build.server.origin, path)])
    }
  }
}
await browser.close()
for (const build of builds) await build.server.stop()

console.log(`\nThe app took over (ms from the navigation's start), median of ${loads}:\n`)
console.log(['page', ...builds.map((build) => build.name)].join(' | '))
for (const path of pages) {
  const row = builds.map((build) => Math.round(median(times.get(`${build.name}|${path}`))))
  console.log([path, ...row].join(' | '))
}
