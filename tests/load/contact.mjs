// A bounded load test of the contact API on loopback (`npm run load:contact`). It starts its own
// local server (wrangler dev with a fresh D1 in a temporary folder, the per-client limit raised:
// every client here is 127.0.0.1) and a loopback webhook standing in for the studio, then sends
//
//   - 500 valid messages from 50 concurrent clients (10 each, one after another); every tenth
//     is sent twice at once, as a double click would;
//   - 200 hostile requests: another origin, another type, oversized (with and without a
//     Content-Length), malformed JSON, a filled honeypot (40 of each);
//
// and reads the database back: sent, stored, duplicates, lost (must be 0), p50/p95 latency, and
// how many hostile requests were stored (must be 0). Stops by itself; exits 1 if anything was
// lost, doubled or let through, 2 if it could not run within its time limit.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, serveLocally } from '../../worker/tools/serve.mjs'
import { spawnWrangler } from '../../worker/tools/wrangler.mjs'

const CLIENTS = 50
const MESSAGES_PER_CLIENT = 10
const HOSTILE_PER_KIND = 40
const REQUEST_TIMEOUT_MS = 10_000
const MAX_ATTEMPTS = 4
const TIME_LIMIT_MS = 180_000

const timeLimit = setTimeout(() => {
  console.error(`✗ the load test did not finish within ${TIME_LIMIT_MS / 1000} s`)
  process.exit(2)
}, TIME_LIMIT_MS)
timeLimit.unref()

/** The studio's webhook: counts the notifications it receives, per message id. */
async function startWebhook() {
  const received = new Map()
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const id = JSON.parse(body).message?.id
      received.set(id, (received.get(id) ?? 0) + 1)
      response.writeHead(204).end()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const message = (client, index, key) => ({
  name: `Load client ${client}`,
  email: `client${client}@example.com`,
  company: index % 2 ? 'Load & Co' : '',
  message: `Message ${index} from client ${client}: ${'lorem ipsum '.repeat(20)}`,
  locale: index % 3 ? 'en' : 'es',
  idempotencyKey: key,
})

async function send(origin, { body, headers = {}, contentType = 'application/json', from }) {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { Origin: from ?? origin, 'Content-Type': contentType, ...headers },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    const id = response.ok ? JSON.parse(text).id : undefined
    const retryAfter = Number(response.headers.get('Retry-After') ?? 0)
    return { status: response.status, id, text, retryAfter, ms: performance.now() - started }
  } catch (error) {
    return { status: 0, text: String(error.cause?.code ?? error), ms: performance.now() - started }
  }
}

/**
 * Sends one message as the form does: on no answer or a 5xx, again with the same key (at most
 * MAX_ATTEMPTS times, after Retry-After). Returns every attempt.
 */
async function sendUntilAnswered(origin, body) {
  const attempts = []
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const answer = await send(origin, { body })
    attempts.push(answer)
    if (answer.status !== 0 && answer.status < 500) break
    await new Promise((resolve) => setTimeout(resolve, 1000 * answer.retryAfter || 200 * attempt))
  }
  return attempts
}

/** 500 valid messages: 50 clients at once, each sending its 10 one after another. */
async function sendValid(origin) {
  const results = []
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let index = 0; index < MESSAGES_PER_CLIENT; index++) {
        const key = `load-${client}-${index}-${crypto.randomUUID()}`
        const body = JSON.stringify(message(client, index, key))
        const times = index === 0 ? 2 : 1 // a double click on each client's first message
        const sends = await Promise.all(
          Array.from({ length: times }, () => sendUntilAnswered(origin, body)),
        )
        results.push({ key, sends })
      }
    }),
  )
  return results
}

/** 200 hostile requests, 40 of each kind, 10 at a time. */
async function sendHostile(origin) {
  const valid = () => message(0, 0, `hostile-${crypto.randomUUID()}`)
  const oversized = () => JSON.stringify({ ...valid(), message: 'x'.repeat(17 * 1024) })
  const kinds = {
    'another origin': () => ({
      body: JSON.stringify(valid()),
      from: 'https://attacker.example',
    }),
    'another type': () => ({ body: JSON.stringify(valid()), contentType: 'text/plain' }),
    oversized: (n) => ({
      // Half declare their size; half stream it, so only the bytes themselves tell.
      body: n % 2 ? oversized() : new Blob([oversized()]).stream(),
    }),
    'malformed JSON': () => ({ body: JSON.stringify(valid()).slice(0, -7) }),
    honeypot: () => ({ body: JSON.stringify({ ...valid(), website: 'https://spam.example' }) }),
  }
  const jobs = Object.entries(kinds).flatMap(([kind, make]) =>
    Array.from({ length: HOSTILE_PER_KIND }, (_, n) => ({ kind, request: make(n) })),
  )
  const results = []
  for (let start = 0; start < jobs.length; start += 10) {
    const batch = jobs.slice(start, start + 10)
    const answers = await Promise.all(batch.map(({ request }) => send(origin, request)))
    batch.forEach(({ kind }, index) => results.push({ kind, ...answers[index] }))
  }
  return results
}

/**
 * Every stored idempotency key with how many rows hold it and how many of those the studio has
 * not heard about yet (read after the server stopped).
 */
function storedKeys(persistTo) {
  return new Promise((resolve, reject) => {
    const command = `SELECT idempotency_key AS key, COUNT(*) AS n,
      SUM(notified_at IS NULL) AS pending FROM messages GROUP BY 1`
    const child = spawnWrangler(
      ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', command],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute failed:\n${output}`))
      resolve(new Map(JSON.parse(output)[0].results.map((row) => [row.key, row])))
    })
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const persistTo = mkdtempSync(join(tmpdir(), 'load-contact-'))
const webhook = await startWebhook()
let server
try {
  server = await serveLocally({
    ip: '127.0.0.1',
    port: await freePort(),
    persistTo,
    stdio: 'ignore',
    vars: { CONTACT_RATE_LIMIT: '100000', NOTIFY_WEBHOOK_URL: webhook.url },
  })
  const started = performance.now()
  const valid = await sendValid(server.origin)
  const seconds = (performance.now() - started) / 1000
  const hostile = await sendHostile(server.origin)

  // Each notification is sent after the answer: wait (bounded) until every one has arrived.
  const last = (attempts) => attempts.at(-1)
  const acknowledged = valid.filter(({ sends }) => sends.some((a) => last(a).status === 201))
  const deadline = Date.now() + 15_000
  while (webhook.received.size < acknowledged.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await server.stop()
  server = undefined

  const rows = await storedKeys(persistTo)
  const sends = valid.flatMap((item) => item.sends)
  const attempts = sends.flat()
  const unanswered = sends.filter((attempts) => ![200, 201].includes(last(attempts).status))
  const firstFailures = {}
  for (const answer of attempts.filter((a) => a.status === 0 || a.status >= 500)) {
    const reason = `${answer.status} ${answer.text.slice(0, 60)}`
    firstFailures[reason] = (firstFailures[reason] ?? 0) + 1
  }
  const ids = new Set(sends.map((attempts) => last(attempts).id))
  const stored = valid.filter(({ key }) => rows.has(key)).length
  const duplicates = [...rows.values()].reduce((sum, row) => sum + (row.n - 1), 0)
  const pending = [...rows.values()].reduce((sum, row) => sum + row.pending, 0)
  const lost = valid.length - stored
  const hostileStored = [...rows.keys()].filter((key) => key.startsWith('hostile-')).length
  const latencies = attempts.map((answer) => answer.ms)
  const byKind = {}
  for (const { kind, status } of hostile) {
    byKind[kind] ??= {}
    byKind[kind][status] = (byKind[kind][status] ?? 0) + 1
  }
  const notifiedTwice = [...webhook.received.values()].filter((n) => n > 1).length

  console.log(`Valid messages: ${valid.length} sent by ${CLIENTS} concurrent clients`)
  console.log(
    `  ${sends.length} sends (${sends.length - valid.length} double clicks), ${attempts.length} requests in ${seconds.toFixed(1)} s`,
  )
  console.log(
    `  answered 201/200 in the end: ${sends.length - unanswered.length} of ${sends.length}`,
  )
  console.log(
    `  attempts that failed and were retried with the same key: ${attempts.length - sends.length}`,
  )
  for (const [reason, count] of Object.entries(firstFailures))
    console.log(`    ${count} × ${reason}`)
  console.log(`  one id per message: ${ids.size === valid.length ? 'yes' : `no (${ids.size} ids)`}`)
  console.log(`  stored ${stored}, duplicates ${duplicates}, lost ${lost}`)
  console.log(
    `  latency per request p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  )
  console.log(
    `  studio notified of ${webhook.received.size} (twice: ${notifiedTwice}) of ${acknowledged.length}; left for the scheduled retry: ${pending}`,
  )
  console.log(`Hostile requests: ${hostile.length}, stored ${hostileStored}`)
  for (const [kind, statuses] of Object.entries(byKind)) {
    console.log(`  ${kind.padEnd(15)} ${JSON.stringify(statuses)}`)
  }
  const ok = lost === 0 && duplicates === 0 && hostileStored === 0 && unanswered.length === 0
  console.log(ok ? '✓ nothing lost, doubled or let through' : '✗ see above')
  process.exitCode = ok ? 0 : 1
} finally {
  await server?.stop()
  await webhook.close()
  rmSync(persistTo, { recursive: true, force: true })
}
