import { gzipSync } from 'node:zlib'
import { launchChromium, servedBuilds } from './builds.mjs'
const builds = await servedBuilds('/tmp/d-base/dist')
const browser = await launchChromium()
for (const path of ['/']) {
  for (const build of builds) {
    const page = await browser.newPage()
    const rows = []
    page.on('response', async (r) => {
      const t = r.request().resourceType()
      if (t === 'script' || t === 'stylesheet' || t === 'document')
        rows.push([t, r.url(), gzipSync(await r.body()).length])
    })
    await page.goto(build.server.origin + path)
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
    await page.waitForLoadState('networkidle')
    const sum = (t) => rows.filter((r) => r[0] === t).reduce((a, r) => a + r[2], 0)
    console.log(
      rows
        .filter((r) => r[0] === 'script')
        .map((r) => r[1].replace(/.*assets\//, '') + ' ' + r[2])
        .sort()
        .join('\n'),
    )
    console.log(
      build.name.padEnd(10),
      path.padEnd(32),
      'js',
      sum('script'),
      'n',
      rows.filter((r) => r[0] === 'script').length,
      'css',
      sum('stylesheet'),
      'html',
      sum('document'),
    )
    await page.close()
  }
}
await browser.close()
for (const b of builds) await b.server.stop()
process.exit(0)
