// A bounded flood of the site's statistics on loopback (`npm run load:events`), beside the contact
// form. It starts its own local server (wrangler dev with a fresh D1 in a temporary folder, the
// deployed limits), then
//
//   1. sends 200 messages through the contact API alone (20 senders at once, 10 each): the
//      baseline;
//   2. sends 20,000 page views and events from 200 clients at once (100 each, one after another,
//      each client its own address), with forged referrers (a made-up site per request), user
//      agents (browsers of every version, phones, crawlers, link previews) and device classes,
//      projects that do not exist (as a shared link and as an event) and real ones, while 200
//      more messages go through the contact API as in 1.
//
// The flood's concurrency is that of 200 scripts each on its own address: one connection each,
// every request sent as soon as the one before is answered (so 200 in flight at all times, as
// fast as the server answers), never paced to suit the server. Every client's address is its
// `CF-Connecting-IP`, which wrangler's local runtime takes from the request when it is set
// (Cloudflare sets it itself). Then it reads the database back: every message stored exactly
// once, the messages' p50/p95 with and without the flood, what the flood got counted (the ceiling
// per client and day), and the digest of the week: no forged referring site, no forged project.
// It prints the CPU time the server's processes, the load generator and the whole machine used
// in each phase: locally the server, the generator and whatever else runs share the machine's
// cores, so a saturated machine shows there. Exits 1 when one of those fails, 2 when it could
// not run within its time limit.
//
// `-- --var NAME:VALUE` passes a variable to the Worker (as tools/worker/serve.mjs does).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { digestReport } from '../../worker/digestReport.ts'
import { executeWhenFree } from '../../tools/worker/d1.mjs'
import { freePort } from '../../shared/localRuntime.ts'
import { serveLocally } from '../../tools/worker/serve.mjs'

// `-- --clients N`: a smaller flood (N clients, 100 requests each), for runs side by side.
const clientsAt = process.argv.indexOf('--clients')
const FLOOD_CLIENTS = clientsAt === -1 ? 200 : Number(process.argv[clientsAt + 1])
const FLOOD_PER_CLIENT = 100
const SENDERS = 20
const MESSAGES_PER_SENDER = 10
// Generous: on 2 shared cores, busy with other work, the flood took 7 to 10 minutes.
const TIME_LIMIT_MS = 1_500_000
const CORES = availableParallelism()
// `-- --var NAME:VALUE`: a variable for the Worker (as tools/worker/serve.mjs takes it).
const VARS = Object.fromEntries(
  process.argv
    .flatMap((arg, index, args) => (args[index - 1] === '--var' ? [arg.split(/:(.*)/s)] : []))
    .map(([name, value]) => [name, value ?? '']),
)

const timeLimit = setTimeout(() => {
  console.error(`✗ the load test did not finish within ${TIME_LIMIT_MS / 1000} s`)
  process.exit(2)
}, TIME_LIMIT_MS)
timeLimit.unref()

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const chrome = () =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + Math.floor(Math.random() * 60)}.0.0.0 Safari/537.36`
const cubot = () =>
  'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36'
const instagram = () =>
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 351.0.0.32.98'
// Mostly browsers (each request a version of its own), some programs that are never counted.
const AGENTS = [
  chrome,
  chrome,
  chrome,
  chrome,
  chrome,
  chrome,
  cubot,
  instagram,
  () => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  () => 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
]
const PAGES = [
  '/',
  '/projects',
  '/es',
  '/es/projects',
  '/privacy',
  '/projects?category=commercial',
  '/projects?project=casa-marea',
]
const DEVICES = ['phone', 'tablet', 'desktop', 'fridge']

/** One forged request of client `client`: a page view or an event, half and half. */
function forged(client, index) {
  const headers = {
    'User-Agent': pick(AGENTS)(),
    'CF-Connecting-IP': `10.${Math.floor(client / 250)}.${client % 250}.7`,
    Referer: `https://spam-${client}-${index}.example/casino?ref=${index}`,
  }
  if (index % 2 === 0) {
    const path =
      index % 10 === 0 ? `/projects?project=forged-${client}-${index}` : PAGES[index % PAGES.length]
    const navigation = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' }
    return { path, init: { headers: { ...headers, ...navigation } } }
  }
  const events = [
    { type: 'device', device: pick(DEVICES) },
    { type: 'project', slug: `forged-${client}-${index}` },
    { type: 'film', slug: 'hall-of-echoes' },
    { type: 'project', slug: 'casa-marea' },
  ]
  return {
    path: '/api/events',
    init: {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Origin: ORIGIN_OF_PAGE },
      body: JSON.stringify(events[Math.floor(index / 2) % events.length]),
    },
  }
}

/** The site's origin, as the pages that send events name it (set once the server is up). */
let ORIGIN_OF_PAGE = ''

/**
 * One request of the flood, through node:http: unlike `fetch`, which says `Sec-Fetch-Mode: cors`
 * of every request, it sends the headers a browser's navigation sends and nothing more.
 */
const floodAgent = new Agent({ keepAlive: true, maxSockets: 256 })
function floodRequest(origin, path, { method = 'GET', headers = {}, body } = {}) {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const sent = httpRequest(
      { host: hostname, port, path, method, headers, agent: floodAgent, timeout: 30_000 },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('timeout', () => sent.destroy())
    sent.on('error', () => resolve(0))
    sent.end(body)
  })
}

async function timed(url, init) {
  const started = performance.now()
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
    const text = await response.text()
    return { status: response.status, text, ms: performance.now() - started }
  } catch (error) {
    return { status: 0, text: String(error?.cause?.code ?? error), ms: performance.now() - started }
  }
}

/** 200 messages: `SENDERS` at once, each from its own address, `MESSAGES_PER_SENDER` in turn. */
async function sendMessages(origin, run) {
  const results = []
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      for (let index = 0; index < MESSAGES_PER_SENDER; index++) {
        const key = `load-${run}-${sender}-${index}-${crypto.randomUUID()}`
        const body = JSON.stringify({
          name: `Load ${run} ${sender} ${index}`,
          email: `sender${sender}@example.com`,
          company: '',
          message: `Message ${index} from sender ${sender}, ${run}: ${'lorem ipsum '.repeat(20)}`,
          locale: index % 2 ? 'en' : 'es',
          idempotencyKey: key,
        })
        // As the form does: no answer, or a 5xx, and it is sent again with the same key.
        const started = performance.now()
        let answer
        for (let attempt = 1; attempt <= 3; attempt++) {
          answer = await timed(`${origin}/api/contact`, {
            method: 'POST',
            headers: {
              Origin: origin,
              'Content-Type': 'application/json',
              'User-Agent': chrome(),
              'CF-Connecting-IP': `10.200.${run === 'alone' ? 1 : 2}.${sender}`,
            },
            body,
          })
          if (answer.status !== 0 && answer.status < 500) break
        }
        answer = { ...answer, ms: performance.now() - started }
        results.push({ key, ...answer })
      }
    }),
  )
  return results
}

async function flood(origin) {
  const answers = []
  await Promise.all(
    Array.from({ length: FLOOD_CLIENTS }, async (_, client) => {
      for (let index = 0; index < FLOOD_PER_CLIENT; index++) {
        const { path, init } = forged(client, index)
        const status = await floodRequest(origin, path, init)
        answers.push({ kind: path === '/api/events' ? 'event' : 'page', status })
        if (answers.length % 5000 === 0)
          console.log(`  … ${answers.length} flood requests answered`)
      }
    }),
  )
  return answers
}

/**
 * CPU seconds used so far by this process (the load generator) and by the processes it started
 * (wrangler and its workerd: the server), and by the whole machine, from /proc (Linux; zeros
 * elsewhere): whether the figures measure the Worker or a machine too busy to answer.
 */
function cpuSeconds() {
  const tick = 100 // USER_HZ
  const own = process.cpuUsage()
  const generator = (own.user + own.system) / 1e6
  try {
    const parents = new Map()
    const used = new Map()
    const names = new Map()
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        parents.set(Number(name), Number(fields[1]))
        used.set(Number(name), (Number(fields[11]) + Number(fields[12])) / tick)
        names.set(Number(name), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
      } catch {
        // a process that ended meanwhile
      }
    }
    const descends = (pid) => {
      for (let parent = parents.get(pid); parent; parent = parents.get(parent)) {
        if (parent === process.pid) return true
      }
      return false
    }
    let server = 0
    const processes = {}
    for (const [pid, seconds] of used) {
      if (!descends(pid)) continue
      server += seconds
      processes[pid] = { name: names.get(pid), seconds }
    }
    const all = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1)
    const busy = all.map(Number).reduce((t, n, i) => (i === 3 || i === 4 ? t : t + n), 0) / tick
    return { generator, server, processes, machine: busy }
  } catch {
    return { generator, server: 0, processes: {}, machine: 0 }
  }
}

const cpuDuring = (before, after, seconds) => {
  const each = Object.entries(after.processes)
    .map(([pid, { name, seconds }]) => ({
      name,
      used: seconds - (before.processes[pid]?.seconds ?? 0),
    }))
    .filter(({ used }) => used >= 0.5)
    .sort((a, b) => b.used - a.used)
    .map(({ name, used }) => `${name} ${used.toFixed(0)} s`)
  return `${(after.server - before.server).toFixed(0)} s server (${each.join(', ')}), ${(after.generator - before.generator).toFixed(0)} s load generator, ${(after.machine - before.machine).toFixed(0)} s the whole machine, of ${(seconds * CORES).toFixed(0)} s on ${CORES} cores`
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const figures = (results) => {
  const ms = results.map((r) => r.ms)
  return `p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms`
}

const persistTo = mkdtempSync(join(tmpdir(), 'load-flood-'))
let server
let exitCode = 1
try {
  server = await serveLocally({
    port: await freePort(),
    ip: '127.0.0.1',
    persistTo,
    vars: VARS,
    stdio: 'ignore',
  })
  const { origin } = server
  ORIGIN_OF_PAGE = origin
  // A few requests first, so that neither run pays for the runtime's first compile.
  await warmUp(origin)

  const aloneCpu = cpuSeconds()
  const aloneStarted = performance.now()
  const alone = await sendMessages(origin, 'alone')
  const aloneSeconds = (performance.now() - aloneStarted) / 1000
  const floodCpu = cpuSeconds()
  const started = performance.now()
  const [flooded, beside] = await Promise.all([
    flood(origin),
    // The messages start once the flood is under way.
    new Promise((resolve) => setTimeout(resolve, 2_000)).then(() => sendMessages(origin, 'flood')),
  ])
  const seconds = (performance.now() - started) / 1000
  const floodEndCpu = cpuSeconds()
  await server.stop()
  server = undefined
  floodAgent.destroy()

  const place = ['--local', '--persist-to', persistTo]
  const stored = await executeWhenFree(
    'DB',
    "SELECT idempotency_key AS key, COUNT(*) AS n FROM messages WHERE idempotency_key LIKE 'load-%' GROUP BY 1",
    place,
  )
  const storedKeys = new Map(stored.map((row) => [row.key, row.n]))
  const messages = [...alone, ...beside]
  const answered = messages.filter((m) => m.status === 201 || m.status === 200).length
  const storedOnce = messages.filter((m) => storedKeys.get(m.key) === 1).length
  const rows = await executeWhenFree(
    'STATS',
    'SELECT day, metric, key, count FROM stat_counts',
    place,
  )
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const digest = digestReport(rows, tomorrow).text
  const forgedShown = /spam-|forged-|fridge/.test(digest)
  const sum = (metric) =>
    rows.filter((row) => row.metric === metric).reduce((total, row) => total + row.count, 0)
  const statuses = {}
  for (const { kind, status } of flooded) {
    statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1
  }
  const namedReferrers = rows.filter((row) => row.metric === 'referrer' && row.key !== '')
  const clientsRows = await executeWhenFree(
    'STATS',
    'SELECT COUNT(*) AS clients, SUM(MIN(count, 50)) AS requests, SUM(count >= 50) AS past FROM stat_clients',
    place,
  )

  console.log(
    `Flood: ${flooded.length} page views and events from ${FLOOD_CLIENTS} clients in ${seconds.toFixed(1)} s; answers: ${JSON.stringify(statuses)}`,
  )
  console.log(
    `  counted: ${sum('views')} page views, ${sum('visitors')} visitors, ${sum('device')} devices, ${sum('project_card')} projects from a card, ${sum('project_link')} shared links, ${sum('film')} films; ${clientsRows[0]?.clients} clients seen, ${clientsRows[0]?.requests} requests counted, ${clientsRows[0]?.past} clients reached their ceiling (50 a day) and were counted no more`,
  )
  console.log(
    `  referrers: ${namedReferrers.length} named in the database (the day's cap), ${sum('referrer') - namedReferrers.reduce((t, r) => t + r.count, 0)} as other sites`,
  )
  console.log(
    `Messages: ${messages.length} sent, ${answered} answered 201 or 200 (after at most 3 tries), ${storedOnce} stored exactly once`,
  )
  console.log(`  alone:          ${figures(alone)}`)
  console.log(`  beside a flood: ${figures(beside)}`)
  console.log(
    `CPU alone (${aloneSeconds.toFixed(1)} s): ${cpuDuring(aloneCpu, floodCpu, aloneSeconds)}`,
  )
  console.log(`CPU during the flood: ${cpuDuring(floodCpu, floodEndCpu, seconds)}`)
  console.log(
    `The week's digest names a forged site, project or device: ${forgedShown ? 'YES' : 'no'}`,
  )
  console.log(
    digest
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `  | ${line}`)
      .join('\n'),
  )
  exitCode = answered === messages.length && storedOnce === messages.length && !forgedShown ? 0 : 1
} catch (error) {
  console.error(error)
} finally {
  await server?.stop()
  rmSync(persistTo, { recursive: true, force: true })
}
process.exit(exitCode)

/** Warms the runtime: a page, an event and a message, from an address of their own. */
async function warmUp(origin) {
  const headers = { 'User-Agent': chrome(), 'CF-Connecting-IP': '10.250.0.1' }
  await timed(`${origin}/`, { headers })
  await timed(`${origin}/api/events`, {
    method: 'POST',
    headers: { ...headers, Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'device', device: 'phone' }),
  })
}
