import { launchChromium, servedBuilds } from './builds.mjs'
const builds = await servedBuilds('/tmp/d-base/dist')
const browser = await launchChromium()
const path = process.argv[2] ?? '/'
for (let i = 0; i < 2; i++)
  for (const build of builds) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (document.documentElement.dataset.ready !== 'true') return
        window.readyAt = performance.now()
        o.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
    })
    await page.goto(build.server.origin + path, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.readyAt, null, { timeout: 60000 })
    const data = await page.evaluate(() => ({
      ready: window.readyAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: performance.getEntriesByType('navigation')[0].loadEventEnd,
      res: performance
        .getEntriesByType('resource')
        .filter((r) => /\.(js|css)$/.test(r.name))
        .map(
          (r) =>
            `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(/.*assets\//, '').replace(/-[\w-]{8}\./, '.')}`,
        ),
    }))
    console.log(
      `\n${build.name} ready ${Math.round(data.ready)} fcp ${Math.round(data.fcp)} load ${Math.round(data.load)}\n` +
        data.res.join('\n'),
    )
    await context.close()
  }
await browser.close()
for (const b of builds) await b.server.stop()
process.exit(0)
