// Performance budget, measured: serves the production build on loopback and runs Lighthouse on
// every page, mobile and desktop, several times each, then prints a table of medians and checks
// the targets. Usage: `npm run perf` (builds first) or `node tests/perf/lighthouse.mjs [--runs 5]`.
//
// The build is served as the platform serves it: Cloudflare's local runtime (`wrangler dev`, with
// the deployed headers and 404 pages) behind HTTPS with HTTP/2 (a throwaway self-signed
// certificate for 127.0.0.1, made with `openssl`; tests/security/httpsFrontDoor.mjs). Lighthouse's
// simulated network then opens one connection per page instead of one per parallel HTTP/1.1
// request. Without `openssl`, or with `--http1`, it measures wrangler's plain HTTP/1.1 and says so.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync as rmTree } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { freePort, serveLocally } from '../../worker/tools/serve.mjs'
import { listenFrontDoor } from '../security/httpsFrontDoor.mjs'
import { quietChromiumArgs, systemChromium } from '../tools/chromium.mjs'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 5
const port = Number(process.env.PERF_PORT ?? 4180)

/** A certificate for 127.0.0.1 that lives as long as this run, or null without `openssl`. */
function loopbackCertificate() {
  if (args.includes('--http1')) return null
  const dir = mkdtempSync(join(tmpdir(), 'perf-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } catch {
    console.error('openssl is not available: measuring over plain HTTP/1.1 instead of HTTPS/HTTP/2')
    return null
  } finally {
    rmTree(dir, { recursive: true, force: true })
  }
}
const https = loopbackCertificate()
const pages = ['/', '/projects', '/es', '/es/projects']
const htmlFile = (path) => `dist${path === '/' ? '' : path}/index.html`
const baselineOf = (path) => `/perf-baseline${path === '/' ? '/home' : path}`

/** Issue targets, on every page. */
const targets = {
  performance: 98,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
}

// Each page as plain HTML with no JavaScript (its prerendered HTML, scripts removed): the yardstick
// for "largest paint within about 1.2× of a plain page".
for (const path of pages) {
  const html = await readFile(htmlFile(path), 'utf8')
  const target = `dist${baselineOf(path)}/index.html`
  await mkdir(target.replace(/index\.html$/, ''), { recursive: true })
  await writeFile(target, html.replace(/<script type="module"[^>]*><\/script>/g, ''))
}

const server = await serveLocally({
  ip: '127.0.0.1',
  port: https ? await freePort() : port,
  persistTo: '.wrangler/perf',
  stdio: 'ignore',
})
const door = https ? await listenFrontDoor(server.origin, https, port) : null
const origin = door ? `https://127.0.0.1:${door.port}` : server.origin

const chrome = await chromeLauncher.launch({
  ...(systemChromium ? { chromePath: systemChromium } : {}),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    ...quietChromiumArgs,
    // Only the loopback server's throwaway certificate is ever presented here.
    ...(https ? ['--ignore-certificate-errors'] : []),
  ],
})

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function measure(path, formFactor) {
  const samples = []
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(
      origin + path,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${path} (${formFactor}): ${runtimeError.message}`,
      )
    }
    samples.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
      seo: Math.round((categories.seo.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    })
  }
  const keys = Object.keys(samples[0])
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
}

const rows = []
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const path of pages) {
      const result = await measure(path, formFactor)
      // The LCP yardstick is a mobile one: measure each page's plain-HTML twin there.
      const plain =
        formFactor === 'mobile' ? await measure(baselineOf(path), formFactor) : undefined
      rows.push({ path, formFactor, ...result, baselineLcpMs: plain?.lcpMs })
      console.error(`measured ${formFactor} ${path}`)
    }
  }
} finally {
  await chrome.kill()
  await door?.close()
  await server.stop()
  await rm('dist/perf-baseline', { recursive: true, force: true })
}

const header =
  '| page | device | performance | LCP | LCP, plain HTML | TBT | CLS | accessibility | best practices | SEO |\n|---|---|---|---|---|---|---|---|---|---|'
const seconds = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`)
const lines = rows.map(
  (row) =>
    `| ${row.path} | ${row.formFactor} | ${row.performance} | ${seconds(row.lcpMs)} | ${seconds(row.baselineLcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} |`,
)
console.log(
  `Lighthouse ${runs} run(s) each over ${https ? 'HTTPS/HTTP/2' : 'HTTP/1.1'}, medians:\n\n${header}\n${lines.join('\n')}\n`,
)

const failures = []
for (const formFactor of ['mobile', 'desktop']) {
  for (const row of rows.filter((r) => r.formFactor === formFactor)) {
    const where = `${row.path} (${formFactor})`
    if (row.performance < targets.performance)
      failures.push(`${where}: performance ${row.performance} < ${targets.performance}`)
    if (formFactor === 'mobile' && row.lcpMs > targets.lcpMs)
      failures.push(`${where}: LCP ${Math.round(row.lcpMs)} ms > ${targets.lcpMs} ms`)
    if (row.baselineLcpMs !== undefined && row.lcpMs > row.baselineLcpMs * 1.2)
      failures.push(
        `${where}: LCP ${Math.round(row.lcpMs)} ms is over 1.2× its plain page's ${Math.round(row.baselineLcpMs)} ms`,
      )
    if (row.tbtMs > targets.tbtMs)
      failures.push(`${where}: TBT ${Math.round(row.tbtMs)} ms > ${targets.tbtMs} ms`)
    if (row.cls > targets.cls) failures.push(`${where}: CLS ${row.cls.toFixed(3)} > ${targets.cls}`)
    for (const key of ['accessibility', 'bestPractices', 'seo'])
      if (row[key] < targets[key]) failures.push(`${where}: ${key} ${row[key]} < ${targets[key]}`)
  }
}
if (failures.length) {
  console.error(failures.map((failure) => `✗ ${failure}`).join('\n'))
  process.exit(1)
}
console.log('✓ every page meets every target')
