// A bounded load test of the statistics API on loopback (`npm run load:events`). It starts its own
// local server (wrangler dev with a fresh D1 in a temporary folder, the events' per-client limit
// raised: every client here is 127.0.0.1), then sends
//
//   - 10,000 valid events from 100 concurrent clients (100 each, one after another), a mix of
//     projects opened, films played, galleries opened and device classes;
//   - 400 hostile requests: another origin, not JSON, malformed, an unknown project, oversized,
//     and a crawler's (80 of each but the crawler's, 0 of which may count);
//
// and, halfway through the valid events, stops the server and starts it again on the same port
// with the same D1, as a crash or a deploy would. An event that found no server (the connection
// refused) is sent again; one whose answer was lost after it reached the server is not (an event
// has no key: sending it again could count it twice) and is reported as uncertain. Then it reads
// the counts back: every event answered 204 must be counted exactly once (counted = accepted, plus
// at most the uncertain ones), no hostile one at all; p50/p95 latency. Exits 1 when that fails, 2
// when it could not run within its time limit.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { executeWhenFree } from '../../worker/tools/d1.mjs'
import { freePort } from '../../shared/localRuntime.ts'
import { serveLocally } from '../../worker/tools/serve.mjs'

const CLIENTS = 100
const EVENTS_PER_CLIENT = 100
const HOSTILE_PER_KIND = 80
const TIME_LIMIT_MS = 300_000
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

const timeLimit = setTimeout(() => {
  console.error(`✗ the load test did not finish within ${TIME_LIMIT_MS / 1000} s`)
  process.exit(2)
}, TIME_LIMIT_MS)
timeLimit.unref()

const VALID = [
  { type: 'project', slug: 'casa-marea' },
  { type: 'film', slug: 'hall-of-echoes' },
  { type: 'gallery', slug: 'casa-marea' },
  { type: 'device', device: 'phone' },
  { type: 'device', device: 'desktop' },
]

/** Sends one request; resolves to `{ status, ms }`, status 0 with `reached` when no answer came. */
async function send(origin, { body, headers = {} }) {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}/api/events`, {
      method: 'POST',
      headers: {
        Origin: origin,
        'Content-Type': 'application/json',
        'User-Agent': BROWSER,
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started, ended: performance.now() }
  } catch (error) {
    // Refused: the request never reached a server, and may be sent again.
    const refused = String(error?.cause?.code ?? '').includes('ECONNREFUSED')
    return { status: 0, refused, ms: performance.now() - started, ended: performance.now() }
  }
}

/** One valid event, sent again while no server listens; resolves to its last answer. */
async function sendValid(origin, event, onAnswered) {
  for (let attempt = 1; ; attempt++) {
    const answer = await send(origin, { body: JSON.stringify(event) })
    if (answer.status !== 0 || !answer.refused || attempt === 60) {
      onAnswered()
      return { ...answer, event, attempts: attempt }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function hostileRequests() {
  const kinds = [
    { kind: 'another origin', headers: { Origin: 'https://evil.example' } },
    { kind: 'not JSON', headers: { 'Content-Type': 'text/plain' } },
    { kind: 'malformed', body: '{"type":' },
    { kind: 'unknown project', body: JSON.stringify({ type: 'film', slug: 'no-such-film' }) },
    { kind: 'oversized', body: JSON.stringify({ type: 'device', pad: 'x'.repeat(4096) }) },
    {
      kind: 'crawler',
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      body: JSON.stringify({ type: 'project', slug: 'hall-of-echoes' }),
    },
  ]
  return kinds.flatMap((kind) =>
    Array.from({ length: HOSTILE_PER_KIND }, () => ({
      ...kind,
      body: kind.body ?? JSON.stringify({ type: 'project', slug: 'casa-marea' }),
    })),
  )
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const persistTo = mkdtempSync(join(tmpdir(), 'load-events-'))
const options = {
  port: await freePort(),
  ip: '127.0.0.1',
  persistTo,
  vars: { EVENTS_RATE_LIMIT: '1000000' },
  stdio: 'ignore',
}
let server
let exitCode = 1
try {
  server = await serveLocally(options)
  const { origin } = server
  const total = CLIENTS * EVENTS_PER_CLIENT
  let answered = 0
  let restart
  const onAnswered = () => {
    answered++
    if (answered === total / 2 && !restart) {
      restart = (async () => {
        const stopped = performance.now()
        await server.stop()
        server = await serveLocally(options)
        return { stopped, back: performance.now() }
      })()
      restart.catch(() => {})
    }
  }
  const started = performance.now()
  const [valid, hostile] = await Promise.all([
    Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const answers = []
        for (let index = 0; index < EVENTS_PER_CLIENT; index++) {
          const event = VALID[(client + index) % VALID.length]
          answers.push(await sendValid(origin, event, onAnswered))
        }
        return answers
      }),
    ).then((answers) => answers.flat()),
    Promise.all(
      hostileRequests().map((request) =>
        send(origin, request).then((a) => ({ ...a, kind: request.kind })),
      ),
    ),
  ])
  const elapsed = performance.now() - started
  const outage = await restart
  await server.stop()

  const keyOf = (event) =>
    `${{ project: 'project_card', film: 'film', gallery: 'gallery', device: 'device' }[event.type]}:${event.slug ?? event.device}`
  const accepted = new Map()
  const uncertain = new Map()
  for (const answer of valid) {
    const into =
      answer.status === 204 ? accepted : answer.status === 0 && !answer.refused ? uncertain : null
    if (into) into.set(keyOf(answer.event), (into.get(keyOf(answer.event)) ?? 0) + 1)
  }
  const rows = await executeWhenFree(
    'SELECT metric, key, SUM(count) AS n FROM stat_counts GROUP BY metric, key',
    ['--local', '--persist-to', persistTo],
  )
  const counted = new Map(rows.map((row) => [`${row.metric}:${row.key}`, row.n]))
  const keys = new Set([...accepted.keys(), ...counted.keys()])
  let exact = true
  for (const key of keys) {
    const a = accepted.get(key) ?? 0
    const c = counted.get(key) ?? 0
    if (c < a || c > a + (uncertain.get(key) ?? 0)) exact = false
  }
  const acceptedTotal = valid.filter((a) => a.status === 204).length
  const uncertainTotal = [...uncertain.values()].reduce((x, y) => x + y, 0)
  const countedTotal = [...counted.values()].reduce((x, y) => x + y, 0)
  const otherStatuses = valid.filter((a) => a.status !== 204 && a.status !== 0)
  const hostileAccepted = hostile.filter(
    (a) => a.kind !== 'crawler' && a.status >= 200 && a.status < 300,
  )
  const byKind = Object.entries(Object.groupBy(hostile, (a) => `${a.kind} → ${a.status}`)).map(
    ([kind, answers]) => `${kind} (${answers.length})`,
  )
  const latencies = valid.filter((a) => a.status === 204).map((a) => a.ms)
  const retried = valid.filter((a) => a.attempts > 1)

  console.log(
    `Events: ${valid.length} valid from ${CLIENTS} clients, ${hostile.length} hostile, in ${(elapsed / 1000).toFixed(1)} s`,
  )
  console.log(
    `  accepted (204): ${acceptedTotal}, counted: ${countedTotal}, uncertain (answer lost mid-request): ${uncertainTotal}, other answers: ${otherStatuses.length}`,
  )
  console.log(`  every accepted event counted exactly once: ${exact ? 'yes' : 'NO'}`)
  console.log(`  hostile: ${byKind.join(', ')}; counted: ${hostileAccepted.length}`)
  console.log(
    `  latency per accepted event p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  )
  if (outage) {
    console.log(
      `Restart: stopped once ${total / 2} events were answered; down ${((outage.back - outage.stopped) / 1000).toFixed(1)} s; ${retried.length} events sent again after finding no server`,
    )
  }
  exitCode = exact && otherStatuses.length === 0 && hostileAccepted.length === 0 && outage ? 0 : 1
} catch (error) {
  console.error(error)
} finally {
  await server?.stop()
  rmSync(persistTo, { recursive: true, force: true })
}
process.exit(exitCode)
