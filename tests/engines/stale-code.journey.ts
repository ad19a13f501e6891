import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect } from 'vitest'
import { en } from '../../src/i18n/en'
import { es } from '../../src/i18n/es'
import { deployableSite, pageVersion } from './deploy'
import { journey, journeysRun } from './journey'
import { byRole, type Page } from './page'

/**
 * A page stays open while the studio deploys (deploy.ts: this file's own copy of the build, on
 * its own server, replaced by a version whose code files all have new names): each file the
 * page has not fetched yet answers 404, and the full page at any address brings the new
 * version. The visitor still gets what they asked for, and keeps what they typed
 * (src/lib/loadLater.ts). tests/e2e/deploy-open-pages.spec.ts has these journeys and more in Chromium.
 */
const site = deployableSite()
// Before the journeys, not in the first one's time: its `wrangler dev` takes seconds to answer
// (3 s here on a quiet machine), and far longer on a busy one.
beforeAll(async () => {
  if (journeysRun()) await site.start()
}, 120_000)
afterAll(() => site.stop())
const onItsOwnSite = { baseURL: () => site.start() }

const NOTE =
  'The site was updated while you were writing. Your message is still here: press Send message to send it.'
const SUCCESS = "Message sent successfully! We'll get back to you soon."

/** The page came back from the server as the version deployed last. */
async function expectNewVersion(page: Page) {
  await expect.poll(() => page.evaluate(pageVersion)).toBe(site.entry())
}

/** The error page, or a message key where its text should be, in either language. */
const ERROR_TITLES = [en['error.title'], es['error.title']]
const KEYS = Object.keys(en)
function wrongText(titles: string[], keys: string[]) {
  const labels = [...document.querySelectorAll('[aria-label], [title], [alt]')].flatMap((element) =>
    ['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  )
  const shown = [document.title, document.body.innerText, ...labels].join('\n')
  return [...titles, ...keys].filter((text) => shown.includes(text))
}
async function expectNoErrorPage(page: Page) {
  expect(await page.evaluate(wrongText, ERROR_TITLES, KEYS)).toEqual([])
}

journey(
  'after a deploy, a message typed and sent arrives once, and nothing typed is lost',
  async (page) => {
    await page.goto('/#contact')
    // Before the visitor starts on the form: its first focus fetches the sending code, so a
    // message begun before a deploy is sent at once, with no reload.
    await site.deploy()

    const form = byRole('form', 'Send us a message')
    const field = (name: string) => byRole('textbox', name, { within: form })
    const send = byRole('button', 'Send message', { within: form })
    const text = `Sent across a deploy ${randomUUID()}`
    await page.fill(field('Name'), 'Ada Lovelace')
    await page.fill(field('Email'), 'ada@example.com')
    await page.fill(field('Message'), text)
    await page.click(send)

    // Its sending code was gone: the page came back with the new version and the message, and
    // asks for one more press.
    await expect.poll(() => page.see(form)).toMatchObject({ text: expect.stringContaining(NOTE) })
    await expectNewVersion(page)
    expect(await page.see(field('Name'))).toMatchObject({ value: 'Ada Lovelace' })
    expect(await page.see(field('Email'))).toMatchObject({ value: 'ada@example.com' })
    expect(await page.see(field('Message'))).toMatchObject({ value: text })
    await expectNoErrorPage(page)

    await page.click(send)
    await expect
      .poll(() => page.see(byRole('region', 'Notifications')))
      .toMatchObject({ text: expect.stringContaining(SUCCESS) })
    await expect.poll(() => page.see(field('Message'))).toMatchObject({ value: '' })
    expect((await page.see(form)).text).not.toContain(NOTE)
    await expectNoErrorPage(page)
    expect(await site.storedCount(text)).toBe(1)
  },
  onItsOwnSite,
)

journey(
  'after a deploy, the language switch works both ways',
  async (page) => {
    await page.goto('/projects')
    await site.deploy()

    await page.click(byRole('switch', 'Spanish version (Español)'))
    await expect.poll(() => page.path()).toBe('/es/projects')
    await expect
      .poll(() => page.see(byRole('heading', 'Nuestro trabajo', { level: 1 })))
      .toMatchObject({ visible: true })
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await expectNewVersion(page)
    await expectNoErrorPage(page)

    // Another deploy while the Spanish page is open, and back to English.
    await page.untilInteractive()
    await site.deploy()
    await page.click(byRole('switch', 'Versión en español'))
    await expect.poll(() => page.path()).toBe('/projects')
    await expect
      .poll(() => page.see(byRole('heading', 'Our Work', { level: 1 })))
      .toMatchObject({ visible: true })
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await expectNewVersion(page)
    await expectNoErrorPage(page)
  },
  onItsOwnSite,
)
