/**
 * Scores the production build with the MDN HTTP Observatory, as deployed: the build is served by
 * Cloudflare's local runtime (`wrangler dev`, which applies `dist/_headers` as production does,
 * see wrangler.jsonc) behind an HTTPS front door on loopback with a throwaway certificate, where
 * plain HTTP redirects to HTTPS as the platform does; the Observatory's own scanner and grader
 * (npm `@mdn/mdn-http-observatory`, its CLI entry point) scan it in a child process that trusts
 * that certificate.
 *
 *   npm run build && npm run security:observatory
 *   node tests/security/observatory.mjs --markdown           # the table for docs/security.md
 *
 * Prints the score, the grade and every test; exits 1 below A+, 2 when it cannot scan.
 */
import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../shared/localRuntime.ts'
import { serveLocally } from '../../tools/worker/serve.mjs'
import { listenFrontDoor } from './httpsFrontDoor.mjs'
import { makeSelfSignedCert } from './selfSignedCert.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const markdown = process.argv.includes('--markdown')
const scanScript = fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory/src/scan.js'))

/**
 * The package's install script (off here: `.npmrc` has ignore-scripts) downloads Chromium's HSTS
 * preload list to conf/hsts-preload.json, which the scanner reads. Loopback is on no preload
 * list, so an empty list gives the same result offline; a downloaded list is left as it is.
 */
function ensureHstsPreloadList() {
  const file = join(dirname(scanScript), '..', 'conf', 'hsts-preload.json')
  if (!existsSync(file)) writeFileSync(file, '{}\n')
}

function runScan(host, certPath) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [scanScript, host], {
      // Trust the throwaway certificate in this child only; verification stays on.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', () => {
      try {
        const result = JSON.parse(output)
        if (result.error) reject(new Error(`The Observatory could not scan: ${result.error}`))
        else resolvePromise(result)
      } catch {
        reject(new Error(`Unexpected Observatory output:\n${output}`))
      }
    })
  })
}

const signed = (n) => (n > 0 ? `+${n}` : String(n))

function report({ scan, tests }, url) {
  const rows = Object.entries(tests).map(([name, test]) => ({
    name,
    pass: test.pass ? 'pass' : 'FAIL',
    modifier: signed(test.scoreModifier ?? 0),
    result: test.result,
  }))
  console.log(`MDN HTTP Observatory (algorithm ${scan.algorithmVersion}) on ${url} (wrangler dev)`)
  console.log(
    `Score ${scan.score}, grade ${scan.grade}: ${scan.testsPassed}/${scan.testsQuantity} tests passed\n`,
  )
  if (markdown) {
    console.log('| Test | Pass | Score | Result |\n| --- | --- | --- | --- |')
    for (const row of rows) {
      console.log(`| ${row.name} | ${row.pass} | ${row.modifier} | \`${row.result}\` |`)
    }
    return
  }
  const width = Math.max(...rows.map((row) => row.name.length))
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${row.pass}  ${row.modifier.padStart(3)}  ${row.result}`,
    )
  }
}

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('No build in dist/: run `npm run build` first.')
  }
  ensureHstsPreloadList()
  const tls = makeSelfSignedCert()
  let server
  let door
  try {
    server = await serveLocally({
      ip: '127.0.0.1',
      port: await freePort(),
      persistTo: join(root, '.wrangler/observatory'),
      stdio: 'ignore',
    })
    door = await listenFrontDoor(server.origin, tls)
    const host = `127.0.0.1:${door.port}`
    const result = await runScan(host, tls.certPath)
    report(result, `https://${host}/`)
    return result.scan.grade === 'A+' ? 0 : 1
  } finally {
    await door?.close()
    await server?.stop()
    tls.remove()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  },
)
