// How often the app's taking over moves a page the visitor has already scrolled: each page is
// opened fresh, scrolled with the wheel as soon as it has painted (the app's code not yet there),
// and read again once the app has taken over and the page has come to rest. A load counts as
// thrown back when it ends up less than half as far down as the visitor put it. The same loads
// run against a baseline build (e.g. the previous commit's dist/) in the same run, interleaved,
// so both see the same machine. A benchmark, not a test (tests/e2e/handover-scroll.spec.ts is
// the test).
//
//   npm run perf:handover -- [--loads 8] [--baseline DIR]      (builds first)
import { parseArgs } from 'node:util'
import { launchChromium, servedBuilds } from './builds.mjs'

const { values } = parseArgs({
  options: { loads: { type: 'string', default: '8' }, baseline: { type: 'string' } },
})
const loads = Number(values.loads)
const baselineDir = values.baseline

const pages = ['/', '/projects', '/es']
const setups = [
  { device: 'phone', viewport: { width: 390, height: 844 }, cpu: 1 },
  { device: 'phone', viewport: { width: 390, height: 844 }, cpu: 4 },
  { device: 'desktop', viewport: { width: 1280, height: 800 }, cpu: 1 },
]

const builds = await servedBuilds(baselineDir)
const browser = await launchChromium()

/** One fresh load: scrolled at first paint; where it ends up after the app took over. */
async function oneLoad(origin, path, { viewport, cpu }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  await page.goto(origin + path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  )
  const appFirst = await page.evaluate(() => document.documentElement.dataset.ready === 'true')
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  await page.mouse.wheel(0, 800)
  await page.waitForFunction(() => scrollY > 0)
  const scrolled = await page.evaluate(() => scrollY)
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, {
    timeout: 20_000,
  })
  // At rest: the same position over ten frames running, from at least a second after ready.
  const final = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const start = performance.now()
        let last = -1
        let same = 0
        const frame = () => {
          same = scrollY === last ? same + 1 : 0
          last = scrollY
          if (performance.now() - start > 1000 && same >= 10) resolve(scrollY)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
  await context.close()
  return { appFirst, thrownBack: final < scrolled / 2 }
}

const results = new Map()
for (const setup of setups) {
  for (const path of pages) {
    for (let load = 0; load < loads; load += 1) {
      for (const build of builds) {
        const key = `${build.name}|${setup.device} ${setup.cpu}x|${path}`
        const tally = results.get(key) ?? { thrownBack: 0, loads: 0, appFirst: 0 }
        const { appFirst, thrownBack } = await oneLoad(build.server.origin, path, setup)
        tally.loads += 1
        if (appFirst) tally.appFirst += 1
        if (thrownBack) tally.thrownBack += 1
        results.set(key, tally)
      }
    }
  }
}
await browser.close()
for (const build of builds) await build.server.stop()

console.log(`\nLoads thrown back to the top, of ${loads} (scrolled at first paint):\n`)
console.log(['build', 'device', 'page', 'thrown back', 'app there first'].join(' | '))
for (const [key, tally] of results) {
  const [build, device, path] = key.split('|')
  console.log(
    [build, device, path, `${tally.thrownBack} of ${tally.loads}`, tally.appFirst].join(' | '),
  )
}
