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
// how many hostile requests were stored (must be 0); and the emails the server sent the studio,
// as wrangler's local explorer lists them: exactly one per stored message. Stops by itself; exits 1 if anything was
// lost, doubled or let through, 2 if it could not run within its time limit.
//
// `npm run load:contact -- --restart` also stops the server once half the valid messages have
// been answered and starts it again on the same port with the same D1, as a crash or a deploy
// would. Meanwhile clients get no answer and try again with the same key (backing off, at most
// MAX_ATTEMPTS times), as the form's "Try again" does. It reports how long the server was down,
// how many requests got no answer and how many retries it took, and checks that every message
// answered before the stop is still stored and that every message is stored exactly once.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../shared/localRuntime.ts'
import { serveLocally } from '../../tools/worker/serve.mjs'
import { sentEmails } from '../support/sentEmails.ts'
import { spawnWrangler } from '../../tools/worker/wrangler.mjs'

const CLIENTS = 50
const MESSAGES_PER_CLIENT = 10
const HOSTILE_PER_KIND = 40
const REQUEST_TIMEOUT_MS = 10_000
const RESTART = process.argv.includes('--restart')
// Enough tries, backing off to RETRY_CAP_MS, to outlast a restart (about a minute of waiting).
const MAX_ATTEMPTS = RESTART ? 30 : 4
const RETRY_CAP_MS = 2_000
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

/** The email about a message names its sender: unique per message, so each email is told apart. */
const senderName = (client, index) => `Load client ${client} message ${index}`

const message = (client, index, key) => ({
  name: senderName(client, index),
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
    const ended = performance.now()
    return { status: response.status, id, text, retryAfter, ms: ended - started, ended }
  } catch (error) {
    const ended = performance.now()
    return { status: 0, text: String(error.cause?.code ?? error), ms: ended - started, ended }
  }
}

/**
 * Sends one message as the form does: on no answer or a 5xx, again with the same key (at most
 * MAX_ATTEMPTS times, after Retry-After or 200 ms more each time, up to RETRY_CAP_MS). Returns
 * every attempt.
 */
async function sendUntilAnswered(origin, body) {
  const attempts = []
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const answer = await send(origin, { body })
    attempts.push(answer)
    if (answer.status !== 0 && answer.status < 500) break
    const backOff = Math.min(200 * attempt, RETRY_CAP_MS)
    await new Promise((resolve) => setTimeout(resolve, 1000 * answer.retryAfter || backOff))
  }
  return attempts
}

/**
 * 500 valid messages: 50 clients at once, each sending its 10 one after another. `onAnswered`
 * is told how many messages have had their answer so far, after each one.
 */
async function sendValid(origin, onAnswered = () => {}) {
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
        results.push({ key, sends, name: senderName(client, index) })
        onAnswered(results.length)
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
 * Every stored idempotency key with (one of) its message ids, how many rows hold it and how many
 * of those the studio has not heard about yet (read after the server stopped).
 */
function storedKeys(persistTo) {
  return new Promise((resolve, reject) => {
    const command = `SELECT m.idempotency_key AS key, MIN(m.id) AS id, COUNT(DISTINCT m.id) AS n,
      SUM(d.channel = 'webhook' AND d.delivered_at IS NULL) AS pending
      FROM messages m LEFT JOIN deliveries d ON d.message_id = m.id GROUP BY 1`
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
  const options = {
    ip: '127.0.0.1',
    port: await freePort(),
    persistTo,
    stdio: 'ignore',
    vars: { CONTACT_RATE_LIMIT: '100000', NOTIFY_WEBHOOK_URL: webhook.url },
  }
  server = await serveLocally(options)
  const { origin } = server

  // With --restart: once half the messages are answered, the server stops and starts again on
  // the same port with the same D1 (the same options), while the clients go on sending.
  let restart
  const restartServer = async () => {
    const stopped = performance.now()
    await server.stop()
    server = undefined
    const down = performance.now()
    server = await serveLocally(options)
    return { stopped, down, back: performance.now() }
  }
  const onAnswered = (answered) => {
    if (!RESTART || answered !== (CLIENTS * MESSAGES_PER_CLIENT) / 2) return
    restart = restartServer()
    restart.catch(() => {}) // awaited below; a failure to start again must not end the run here
  }

  const started = performance.now()
  const valid = await sendValid(origin, onAnswered)
  const seconds = (performance.now() - started) / 1000
  const outage = await restart
  const hostile = await sendHostile(origin)

  // Each notification is sent after the answer: wait (bounded) until every one has arrived.
  const last = (attempts) => attempts.at(-1)
  const acknowledged = valid.filter(({ sends }) => sends.some((a) => last(a).status === 201))
  const deadline = Date.now() + 15_000
  let emails = []
  for (;;) {
    emails = await sentEmails(origin)
    const done =
      webhook.received.size >= acknowledged.length && emails.length >= acknowledged.length
    if (done || Date.now() > deadline) break
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
  // Emails per stored message, told apart by the sender's name in the subject.
  const emailsPerName = new Map()
  for (const { subject } of emails) {
    const name = subject.match(/^New message from (.+) — /)?.[1]
    emailsPerName.set(name, (emailsPerName.get(name) ?? 0) + 1)
  }
  const storedValid = valid.filter(({ key }) => rows.has(key))
  const emailCounts = storedValid.map(({ name }) => emailsPerName.get(name) ?? 0)
  const emailedOnce = emailCounts.filter((n) => n === 1).length
  const emailedTwice = emailCounts.filter((n) => n > 1).length
  const notEmailed = emailCounts.filter((n) => n === 0).length

  // The restart: what was answered before the stop must still be stored; a message stored with
  // no 201 among its answers was stored by a request whose answer was lost (then 200 on a retry).
  let restartOk = true
  const restartLines = []
  if (outage) {
    const answeredBefore = valid.filter(({ sends }) =>
      sends.flat().some((a) => [200, 201].includes(a.status) && a.ended < outage.stopped),
    )
    const keptBefore = answeredBefore.filter(({ key }) => rows.has(key)).length
    const noAnswer = attempts.filter((a) => a.status === 0)
    const answeredAgain = attempts.filter((a) => a.status > 0 && a.ended - a.ms > outage.down)
    const after = (at) => `${((at - outage.stopped) / 1000).toFixed(1)} s`
    const answerLost = valid.filter(
      ({ key, sends }) => rows.has(key) && !sends.flat().some((a) => a.status === 201),
    ).length
    const mostAttempts = Math.max(...sends.map((attempts) => attempts.length))
    // The studio got these, but a stop came before the Worker recorded it: the scheduled
    // retry will tell the studio a second time.
    const notifiedUnrecorded = [...rows.values()].filter(
      (row) => row.pending && webhook.received.has(row.id),
    ).length
    restartLines.push(
      `Restart: stopped once ${valid.length / 2} messages were answered; down ${after(outage.back)} (stopping ${((outage.down - outage.stopped) / 1000).toFixed(1)} s, starting ${((outage.back - outage.down) / 1000).toFixed(1)} s)`,
      `  requests with no answer: ${noAnswer.length}` +
        (noAnswer.length
          ? `, from ${after(Math.min(...noAnswer.map((a) => a.ended)))} to ${after(Math.max(...noAnswer.map((a) => a.ended)))} after the stop`
          : ''),
      `  first answer to a request sent after the stop: ${after(Math.min(...answeredAgain.map((a) => a.ended)))} after it`,
      `  retries with the same key: ${attempts.length - sends.length} (at most ${mostAttempts} attempts for one send)`,
      `  answered 201/200 before the stop: ${answeredBefore.length}, still stored: ${keptBefore}`,
      `  stored by a request whose answer was lost (200 on a retry): ${answerLost}`,
      `  notified, but not recorded before a stop (the studio will hear twice): ${notifiedUnrecorded}`,
    )
    restartOk = keptBefore === answeredBefore.length
  }

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
  console.log(
    `  emailed to the studio: ${emails.length} emails; stored messages emailed once ${emailedOnce}, twice or more ${emailedTwice}, not at all ${notEmailed}` +
      (outage
        ? ' (the local explorer lists the emails of the session after the restart only)'
        : ''),
  )
  console.log(`Hostile requests: ${hostile.length}, stored ${hostileStored}`)
  for (const [kind, statuses] of Object.entries(byKind)) {
    console.log(`  ${kind.padEnd(15)} ${JSON.stringify(statuses)}`)
  }
  for (const line of restartLines) console.log(line)
  const emailsOk = outage ? true : emailedOnce === storedValid.length && emails.length === stored
  const ok =
    restartOk &&
    emailsOk &&
    lost === 0 &&
    duplicates === 0 &&
    hostileStored === 0 &&
    unanswered.length === 0
  console.log(ok ? '✓ nothing lost, doubled or let through' : '✗ see above')
  process.exitCode = ok ? 0 : 1
} finally {
  await server?.stop()
  await webhook.close()
  rmSync(persistTo, { recursive: true, force: true })
}
