// How fast the site answers, measured: each interaction a visitor makes, on the production build
// served by the platform's local runtime, in Chromium with the CPU slowed 4× (the DevTools
// protocol's throttling, as Lighthouse's mobile profile), several times each, medians printed.
// The figure is the Event Timing duration (the quantity behind INP): from the input until the
// next paint, the longest event of the interaction. A benchmark, not a test: it prints, and
// `--check` exits non-zero above the targets.
//
//   npm run perf:interactions            (builds first)
//   node tests/perf/interactions.mjs [--runs 7] [--check] [--baseline DIR] [--only WORDS]
//
// Each interaction is measured on a phone (375 × 800, pressed with a tap: the slow phone the
// targets are for) and, where it exists there, on a desktop (1280 × 800, pressed with a mouse
// that rests on the control first, as a hand does; the resting is not measured). The language
// switch is also measured on the desktop with no slowdown at all ('desktop, no slowdown').
// `--only WORDS` measures only the interactions whose name contains WORDS (while working on one).
// Each is measured beside its yardstick, run for run alternately, on the home page's plain-HTML
// twin (its prerendered HTML with its scripts removed): for a key press the same key press, what
// typing costs the page with no app at all; for a tap on the phone, a tap on the menu button,
// which without the app does nothing but restyle the button: the least a tap costs this page
// before its next paint; the send's tap, which also takes the focus from the field typed in, is
// set beside the same tap after the same typing. (A desktop press has none: every button of the
// twin at that width would do something else.)
// `--baseline DIR` also serves another build (e.g. the previous commit's dist/, copied aside)
// and measures every interaction on it too, run for run alternating with this build, so the two
// columns share the machine's state.
import { parseArgs } from 'node:util'
import { launchChromium, servedBuilds } from './builds.mjs'
import { median } from './median.mjs'
import { twinOf, writePlainTwins } from './plainTwins.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    check: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    only: { type: 'string' },
  },
})
const runs = Number(values.runs)
const only = values.only
const baselineDir = values.baseline
const CPU_SLOWDOWN = 4
const targets = { click: 100, key: 50 }
/** A phone tap's target beside its plain-HTML yardstick: at most this many times its duration. */
const TAP_RATIO_TARGET = 1.6

/** Records every event the page handles with its duration, grouped by interaction. */
function recordEvents() {
  window.__events = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__events.push({
          id: entry.interactionId,
          duration: entry.duration,
          name: entry.name,
        })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** The longest event of the interactions since `from` (events below 16 ms count as 16). */
async function longestSince(page, from) {
  // Event Timing reports after the next paint; give it two frames and a moment.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  )
  const events = await page.evaluate((start) => window.__events.slice(start), from)
  return events.reduce((longest, event) => Math.max(longest, event.duration), 16)
}

const eventCount = (page) => page.evaluate(() => window.__events.length)

const projectCard = (page) =>
  page.getByRole('region', { name: 'All projects' }).getByRole('link', { name: 'Open Casa Marea' })

const menuButton = (page) => page.getByRole('button', { name: 'Open menu' })

/** The contact form filled in (on the page or its twin); the message field keeps the focus. */
async function fillForm(page) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada')
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await form.getByRole('textbox', { name: 'Message' }).fill('A film about engines.')
}

/** The key press, the same on the page and on its plain-HTML twin. */
const keyPress = {
  key: true,
  prepare: (page) => page.getByRole('textbox', { name: 'Message' }).fill('A film about engin'),
  act: (page) => page.keyboard.press('e'),
}

/**
 * One measured interaction: `prepare` brings the page to where the visitor acts (not measured);
 * the visitor then presses `target` (a tap on the phone; on the desktop the mouse rests on it,
 * then clicks: `measure`) or, for a key, does `act`; `settled` waits for what it shows.
 */
const interactions = [
  {
    name: 'open a project from its card',
    on: ['phone', 'desktop'],
    path: '/projects',
    target: projectCard,
    settled: (page) => page.getByRole('dialog', { name: 'Casa Marea' }).waitFor(),
  },
  {
    name: 'close the project',
    on: ['phone', 'desktop'],
    path: '/projects?project=casa-marea',
    prepare: (page) =>
      page
        .getByRole('dialog', { name: 'Casa Marea' })
        .getByRole('button', { name: 'Close' })
        .waitFor(),
    target: (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }),
    settled: (page) => page.getByRole('dialog').waitFor({ state: 'detached' }),
  },
  {
    name: 'carousel, next',
    on: ['phone'], // one slide per view: at desktop width all three show and there is no control
    path: '/projects',
    target: (page) => page.getByRole('button', { name: 'Next project' }),
  },
  {
    name: 'carousel, previous',
    on: ['phone'],
    path: '/projects',
    target: (page) => page.getByRole('button', { name: 'Previous project' }),
  },
  {
    name: 'switch language',
    on: ['phone', 'desktop', 'desktop, no slowdown'],
    path: '/',
    target: (page) => page.getByRole('switch', { name: 'Spanish version (Español)' }),
    settled: (page) => page.waitForURL('**/es'),
  },
  {
    name: 'open the menu',
    on: ['phone'], // from lg up the header shows its links instead
    path: '/',
    target: menuButton,
    settled: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'send the form',
    on: ['phone', 'desktop'],
    path: '/',
    prepare: fillForm,
    yardstick: 'tapAfterTyping',
    target: (page) => page.getByRole('button', { name: 'Send message' }),
    settled: (page) => page.getByRole('button', { name: 'Sending your message' }).waitFor(),
  },
  {
    name: 'a key press in a form field',
    on: ['phone', 'desktop'],
    path: '/',
    ...keyPress,
  },
]

/**
 * The yardsticks, on the home page's plain-HTML twin: each interaction is measured beside the one
 * for the same input on the same device, run for run alternately: `key` for a key press, `tap`
 * for a tap, unless the interaction names another (`yardstick`).
 */
const yardsticks = {
  key: {
    name: 'key press, plain HTML',
    on: ['phone', 'desktop'],
    path: twinOf('/'),
    plain: true,
    ...keyPress,
  },
  tap: {
    name: 'tap on the menu button, plain HTML',
    on: ['phone'],
    path: twinOf('/'),
    plain: true,
    target: menuButton,
  },
  // Sending is a tap that also takes the focus from the message field the visitor typed in, which
  // a page with no script at all pays for too (docs/performance.md): its
  // yardstick is the same tap after the same typing.
  tapAfterTyping: {
    name: 'tap on the menu button after typing in the form, plain HTML',
    on: ['phone'],
    path: twinOf('/'),
    plain: true,
    prepare: fillForm,
    target: menuButton,
  },
}

/** The centre of the control, scrolled into view: where the visitor presses. */
async function pressPoint(control) {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error('the control to press is not shown')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

const phone = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1280, height: 800 } }
/** How each device presses and how fast its CPU is (the DevTools protocol's slowdown). */
const devices = {
  phone: { context: phone, slowdown: CPU_SLOWDOWN, target: targets.click },
  desktop: { context: desktop, slowdown: CPU_SLOWDOWN, target: targets.click },
  'desktop, no slowdown': { context: desktop, slowdown: 1, target: targets.key },
}

// The home page as plain HTML, for the yardsticks.
const removeTwins = await writePlainTwins(['/'])

const builds = await servedBuilds(baselineDir)
const browser = await launchChromium()

const round = (values) => values.map((d) => Math.round(d)).join(', ')

/** One run of `interaction` on `device`, on the build served at `origin`: its longest event, in ms. */
async function measure(interaction, device, origin) {
  const context = await browser.newContext(devices[device].context)
  try {
    const page = await context.newPage()
    await page.addInitScript(recordEvents)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: devices[device].slowdown })
    await page.goto(`${origin}${interaction.path}`)
    if (!interaction.plain) {
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
    }
    await page.waitForLoadState('networkidle')
    await interaction.prepare?.(page)
    const at = interaction.target && (await pressPoint(interaction.target(page)))
    // A mouse rests on the control before it presses (a finger does not): not measured.
    if (at && device !== 'phone') await page.mouse.move(at.x, at.y)
    await page.waitForTimeout(500) // let what the preparation (and the resting) started finish
    const from = await eventCount(page)
    if (!at) await interaction.act(page)
    else if (device === 'phone') await page.touchscreen.tap(at.x, at.y)
    else await page.mouse.click(at.x, at.y)
    await interaction.settled?.(page)
    return await longestSince(page, from)
  } finally {
    await context.close()
  }
}

const results = []
try {
  for (const interaction of interactions.filter(({ name }) => !only || name.includes(only))) {
    for (const device of interaction.on) {
      const named = yardsticks[interaction.yardstick ?? (interaction.key ? 'key' : 'tap')]
      const yardstick = named.on.includes(device) ? named : undefined
      // Each build, then the yardstick (the same page on either build: served by this one).
      const measured = [
        ...builds.map(({ server }) => ({ interaction, origin: server.origin })),
        ...(yardstick ? [{ interaction: yardstick, origin: builds[0].server.origin }] : []),
      ]
      const durations = measured.map(() => [])
      for (let run = 0; run < runs; run += 1) {
        for (const [index, { interaction: measuredOne, origin }] of measured.entries()) {
          // A load that never hydrates (wrangler dev now and then leaves a module request
          // unanswered: docs/performance.md) is measured again, once.
          const once = () => measure(measuredOne, device, origin)
          durations[index].push(await once().catch(once))
        }
      }
      const name = `${interaction.name}, ${device}`
      const result = {
        name,
        target: interaction.key ? targets.key : devices[device].target,
        ratioTarget: device === 'phone' && !interaction.key ? TAP_RATIO_TARGET : undefined,
        now: durations[0],
        before: baselineDir ? durations[1] : undefined,
        yardstick: yardstick && { name: yardstick.name, durations: durations.at(-1) },
      }
      results.push(result)
      console.log(`${name}: ${round(result.now)} ms`)
      if (result.before) console.log(`  baseline: ${round(result.before)} ms`)
      if (result.yardstick)
        console.log(`  ${yardstick.name}: ${round(result.yardstick.durations)} ms`)
    }
  }
} finally {
  await browser.close()
  await Promise.all(builds.map(({ server }) => server.stop()))
  await removeTwins()
}

console.log(
  `\nEvent Timing durations at ${CPU_SLOWDOWN}× CPU slowdown (unless the row says none), ` +
    `medians of ${runs} runs (ms)` +
    (baselineDir ? `; baseline: ${baselineDir}, measured alternately` : '') +
    '\n',
)
const columns = [
  'interaction',
  'median',
  'runs',
  'yardstick',
  'yardstick: median',
  'yardstick: runs',
  '÷ yardstick',
  ...(baselineDir ? ['baseline', 'baseline: runs', '÷ baseline'] : []),
  'target',
]
console.log(`| ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length)}`)
for (const { name, target, ratioTarget, now, before, yardstick } of results) {
  const cells = [name, Math.round(median(now)), round(now)]
  if (yardstick) {
    const plain = median(yardstick.durations)
    cells.push(yardstick.name, Math.round(plain), round(yardstick.durations))
    cells.push((median(now) / plain).toFixed(2))
  } else cells.push('—', '—', '—', '—')
  if (before) {
    cells.push(Math.round(median(before)), round(before))
    cells.push((median(now) / median(before)).toFixed(2))
  }
  cells.push(`≤ ${target}` + (ratioTarget ? `, ≤ ${ratioTarget}× yardstick` : ''))
  console.log(`| ${cells.join(' | ')} |`)
}
const over = results.filter(
  ({ now, target, ratioTarget, yardstick }) =>
    median(now) > target ||
    (ratioTarget && median(now) / median(yardstick.durations) > ratioTarget),
)
if (values.check && over.length) {
  console.error(`\nOver target: ${over.map(({ name }) => name).join('; ')}`)
  process.exit(1)
}
