// How fast the site answers, measured: each interaction a visitor makes, on the production build
// served by the platform's local runtime, in Chromium with the CPU slowed 4× (the DevTools
// protocol's throttling, as Lighthouse's mobile profile), several times each, medians printed.
// The figure is the Event Timing duration (the quantity behind INP): from the input until the
// next paint, the longest event of the interaction. A benchmark, not a test: it prints, and
// `--check` exits non-zero above the targets.
//
//   npm run perf:interactions            (builds first)
//   node tests/perf/interactions.mjs [--runs 5] [--check]
//
// The yardstick, measured in the same run: a key press in a plain HTML field (the home page's
// prerendered HTML with its scripts removed), what typing costs the page with no app at all.
import { chromium } from '@playwright/test'
import { freePort, serveLocally } from '../../worker/tools/serve.mjs'
import { quietChromiumArgs, systemChromium } from '../tools/chromium.mjs'
import { median } from './median.mjs'
import { twinOf, writePlainTwins } from './plainTwins.mjs'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 5
const CPU_SLOWDOWN = 4
const targets = { click: 100, key: 50 }

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

/**
 * One measured interaction: `prepare` brings the page to where the visitor acts (not measured),
 * `act` is the visitor's input, `settled` waits for what it shows.
 */
const interactions = [
  {
    name: 'open a project from its card',
    path: '/projects',
    // As with a mouse: the pointer rests on the card (which gets the modal ready) before the press.
    prepare: (page) => projectCard(page).hover(),
    act: (page) => projectCard(page).click(),
    settled: (page) => page.getByRole('dialog', { name: 'Casa Marea' }).waitFor(),
  },
  {
    name: 'close the project',
    path: '/projects?project=casa-marea',
    prepare: (page) =>
      page
        .getByRole('dialog', { name: 'Casa Marea' })
        .getByRole('button', { name: 'Close' })
        .waitFor(),
    act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
    settled: (page) => page.getByRole('dialog').waitFor({ state: 'detached' }),
  },
  {
    name: 'carousel, next',
    path: '/projects',
    phone: true, // one slide per view: at desktop width all three show and there is no control
    act: (page) => page.getByRole('button', { name: 'Next project' }).click(),
  },
  {
    name: 'carousel, previous',
    path: '/projects',
    phone: true,
    act: (page) => page.getByRole('button', { name: 'Previous project' }).click(),
  },
  {
    name: 'switch language',
    path: '/',
    act: (page) => page.getByRole('switch', { name: 'Spanish version (Español)' }).click(),
    settled: (page) => page.waitForURL('**/es'),
  },
  {
    name: 'open the phone menu',
    path: '/',
    phone: true,
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    settled: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'send the form',
    path: '/',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'Send us a message' })
      await form.getByRole('textbox', { name: 'Name' }).fill('Ada')
      await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
      await form.getByRole('textbox', { name: 'Message' }).fill('A film about engines.')
    },
    act: (page) => page.getByRole('button', { name: 'Send message' }).click(),
    settled: (page) => page.getByRole('button', { name: 'Sending your message' }).waitFor(),
  },
  {
    name: 'a key press in a form field',
    key: true,
    path: '/',
    prepare: (page) => page.getByRole('textbox', { name: 'Message' }).fill('A film about engin'),
    act: (page) => page.keyboard.press('e'),
  },
  {
    name: 'a key press in a form field, plain HTML (yardstick)',
    key: true,
    path: twinOf('/'),
    plain: true,
    prepare: (page) => page.getByRole('textbox', { name: 'Message' }).fill('A film about engin'),
    act: (page) => page.keyboard.press('e'),
  },
]

// The home page as plain HTML, for the yardstick.
const removeTwins = await writePlainTwins(['/'])

const port = await freePort()
const server = await serveLocally({
  port,
  ip: '127.0.0.1',
  persistTo: '.wrangler/perf',
  vars: { CONTACT_RATE_LIMIT: '100000' },
  stdio: 'ignore',
})
const browser = await chromium.launch({
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: quietChromiumArgs,
})

const results = []
try {
  for (const interaction of interactions) {
    const durations = []
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext(
        interaction.phone
          ? { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } },
      )
      const page = await context.newPage()
      await page.addInitScript(recordEvents)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(`${server.origin}${interaction.path}`)
      if (!interaction.plain) {
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
      }
      await page.waitForLoadState('networkidle')
      await interaction.prepare?.(page)
      await page.waitForTimeout(500) // let what the preparation started finish
      const from = await eventCount(page)
      await interaction.act(page)
      await interaction.settled?.(page)
      durations.push(await longestSince(page, from))
      await context.close()
    }
    const target = interaction.key ? targets.key : targets.click
    results.push({ name: interaction.name, median: median(durations), durations, target })
    console.log(`${interaction.name}: ${durations.map((d) => Math.round(d)).join(', ')} ms`)
  }
} finally {
  await browser.close()
  await server.stop()
  await removeTwins()
}

console.log(
  `\nEvent Timing durations at ${CPU_SLOWDOWN}× CPU slowdown, medians of ${runs} runs (ms)\n`,
)
console.log('| interaction | median | runs | target |')
console.log('| --- | --- | --- | --- |')
for (const { name, median: value, durations, target } of results) {
  const yardstick = name.includes('yardstick')
  console.log(
    `| ${name} | ${Math.round(value)} | ${durations.map((d) => Math.round(d)).join(', ')} | ${yardstick ? '—' : `≤ ${target}`} |`,
  )
}
const over = results.filter(
  ({ name, median: value, target }) => !name.includes('yardstick') && value > target,
)
if (args.includes('--check') && over.length) {
  console.error(`\nOver target: ${over.map(({ name }) => name).join('; ')}`)
  process.exit(1)
}
