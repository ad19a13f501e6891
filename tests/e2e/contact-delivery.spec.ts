import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import { type Locator, type Page } from '@playwright/test'
import { translatorFor } from '../../src/i18n/dictionaries'
import { expectNoAxeViolations } from '../support/axe'
import { contactWords as english, fillContactForm } from '../support/contactForm'
import { expect, holdBack, test, waitUntilInteractive } from '../support/fixtures'
import { readDatabase, storedCount } from '../support/database'
import { filesOnlyFor } from '../support/manifest'

const en = translatorFor('en')
/** A message text no other test sends. */
const uniqueText = (label: string) => `${label} — ${crypto.randomUUID()}`

/** The idempotency keys of the contact requests the page makes, in order. */
function recordKeys(page: Page): string[] {
  const keys: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/contact') return
    const body = request.postDataJSON() as { idempotencyKey: string }
    keys.push(body.idempotencyKey)
  })
  return keys
}

const fill = (page: Page, text: string) => fillContactForm(page, { message: text })

async function expectKept(form: Locator, text: string) {
  await expect(form.getByRole('textbox', { name: english.name })).toHaveValue('Ada Lovelace')
  await expect(form.getByRole('textbox', { name: english.email })).toHaveValue('ada@example.com')
  await expect(form.getByRole('textbox', { name: english.message })).toHaveValue(text)
  await expect(form.getByRole('button', { name: english.submit })).toBeEnabled()
}

/** What `npm run messages` (tools/worker/messages.mjs) lists for the database in `persistTo`. */
async function listedMessages(persistTo: string) {
  const command = ['run', '--silent', 'messages', '--', '--persist-to', persistTo]
  const { stdout } = await promisify(execFile)('npm', command, { encoding: 'utf8' })
  type Listed = { id: string; message: string; delivered: { email: string; webhook: string } }
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Listed)
}

const success = (page: Page) => page.getByText(en('contact.success'))
const draftCount = (page: Page) => page.evaluate(() => sessionStorage.length)

test.describe('the contact form on the real contact API', () => {
  test('a message sent is stored once and listed by `npm run messages`', async ({
    page,
    gotoReady,
  }) => {
    test.slow() // `npm run messages` starts wrangler: seconds
    const text = uniqueText('A film about numbers')
    await gotoReady('/#contact')
    // The sending code and the Worker's answer are each held back: the spinner shows while either
    // is on its way, and a press made before the code came still sends.
    const code = filesOnlyFor('src/features/contact/contactSending.ts').join('|')
    const releaseCode = await holdBack(page, new RegExp(`(${code.replaceAll('.', '\\.')})$`))
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route('**/api/contact', async (route) => {
      await answered
      await route.continue()
    })
    const form = await fill(page, text)
    await form.getByRole('button', { name: english.submit }).click()
    const spinner = form.getByRole('button', { name: en('contact.form.sending') })
    await expect(spinner).toBeDisabled()
    await expect(
      page.getByRole('status').filter({ hasText: en('contact.form.sending') }),
    ).toBeAttached()
    const asked = page.waitForRequest('**/api/contact')
    releaseCode()
    await asked
    await expect(spinner).toBeDisabled()
    answer()
    const toasts = page.getByRole('region', { name: en('toast.region') })
    await expect(toasts).toHaveAttribute('aria-live', 'polite')
    await expect(toasts.getByText(en('contact.success'), { exact: true })).toBeVisible()
    for (const name of [english.name, english.email, english.company, english.message]) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('')
    }
    await expect(form.getByRole('button', { name: english.submit })).toBeEnabled()
    expect(await draftCount(page)).toBe(0)
    await expectNoAxeViolations(page)

    // Stored once and emailed; `npm run messages` lists it from a copy of that database, beside a
    // message whose deliveries failed (worker/test/deliver.test.ts makes each state).
    const emailed = (db: DatabaseSync) =>
      db
        .prepare(
          "SELECT delivered_at FROM messages JOIN deliveries ON id = message_id AND channel = 'email' WHERE message = ?",
        )
        .all(text)
    await expect
      .poll(() => readDatabase('.wrangler/e2e', emailed))
      .toEqual([{ delivered_at: expect.any(String) }])
    const copy = mkdtempSync(join(tmpdir(), 'messages-'))
    const folder = join(copy, 'v3/d1/miniflare-D1DatabaseObject')
    mkdirSync(folder, { recursive: true })
    const file = readDatabase('.wrangler/e2e', (db) => {
      const file = join(folder, basename(db.location() ?? ''))
      db.exec(`VACUUM INTO '${file}'`)
      return file
    })
    const db = new DatabaseSync(file)
    db.exec(`INSERT INTO messages (id, idempotency_key, name, email, message, locale, created_at)
      VALUES ('failed', 'failed', 'Grace', 'grace@example.com', 'Hello', 'en', '2026-01-01');
      INSERT INTO deliveries (message_id, channel, attempts) VALUES ('failed', 'email', 2), ('failed', 'webhook', 1)`)
    db.close()
    const listed = await listedMessages(copy)
    rmSync(copy, { recursive: true, force: true })
    expect(listed.filter(({ id, message }) => id === 'failed' || message === text)).toEqual([
      expect.objectContaining({
        delivered: { email: 'waiting (2 attempts failed)', webhook: 'waiting (1 attempt failed)' },
      }),
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        locale: 'en',
        delivered: { email: expect.stringMatching(/^delivered \d{4}-/), webhook: 'not set up' },
      }),
    ])
  })

  // A send clears the draft: the first test (the tab's storage emptied) and stats.spec.ts.
  test('a reload restores the draft; a try whose answer is lost is made again by itself, under its key, and stored once; a bot that fills the hidden field is answered as if heard, and nothing is stored', async ({
    page,
    gotoReady,
  }) => {
    const keys = recordKeys(page)
    const text = uniqueText('After a lost answer')
    await gotoReady('/#contact')
    const form = await fill(page, text)
    await page.reload()
    await waitUntilInteractive(page)
    await expectKept(form, text)
    // Opening the page anew in the same tab (no form state kept by the browser) restores it too.
    await page.goto('/#contact')
    await waitUntilInteractive(page)
    await expectKept(form, text)

    // The Worker stores the first try, but the connection drops before its answer arrives.
    await page.route(
      '**/api/contact',
      async (route) => {
        await route.fetch()
        await route.abort('connectionreset')
      },
      { times: 1 },
    )
    await form.getByRole('button', { name: english.submit }).click()
    await expect(success(page)).toBeVisible()
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(await storedCount(text)).toBe(1)

    const spam = uniqueText('Buy cheap followers')
    await fill(page, spam)
    const honeypot = page.locator('input[name="website"]')
    // People never meet it: not in the accessibility tree, the tab order, autofill or the screen.
    await expect(page.getByRole('textbox', { name: en('contact.honeypot') })).toHaveCount(0)
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await form.getByRole('textbox', { name: english.message }).focus()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: english.submit })).toBeFocused()
    // Scrolled to its place, the viewport shows at most a pixel of it (clipping counted).
    const shownArea = await honeypot.evaluate((input) => {
      input.scrollIntoView({ block: 'center' })
      return new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect()
          resolve((entry?.intersectionRect.width ?? 0) * (entry?.intersectionRect.height ?? 0))
        })
        observer.observe(input)
      })
    })
    expect(shownArea).toBeLessThanOrEqual(1)
    // What a bot does: fill every input it finds in the HTML.
    await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
    await form.getByRole('button', { name: english.submit }).click()
    // Answered as a message is: the form empties (a failure keeps every field).
    await expect(form.getByRole('textbox', { name: english.message })).toHaveValue('')
    expect(await storedCount(spam)).toBe(0)
  })
})

/**
 * What only the browser does: no answer, and offline. (A refusal, an error status:
 * src/features/contact/ContactForm.test.tsx; the key stored once: worker/test/deliver.test.ts.)
 */
test.describe('each failure keeps every field and offers "Try again", which sends once', () => {
  type Failure = {
    name: string
    message: string
    /** Sets the failure up before the page opens; may return what makes it show after the press. */
    setUp: (page: Page) => Promise<unknown>
    /** Ends it before the retry (back online). */
    end?: (page: Page) => Promise<void>
    /** Runs once the visitor is on the form, before typing. */
    begin?: (page: Page) => Promise<void>
  }
  const failures: Failure[] = [
    {
      name: 'no answer in 10 s',
      message: en('contact.error.timeout'),
      setUp: async (page) => {
        await page.clock.install()
        // The first try never gets an answer.
        let sent: () => void = () => {}
        const out = new Promise<void>((resolve) => (sent = resolve))
        await page.route('**/api/contact', () => sent(), { times: 1 })
        return async () => {
          await out
          await page.clock.fastForward(10_000)
        }
      },
    },
    {
      name: 'offline',
      message: en('contact.error.offline'),
      setUp: async () => {},
      // The sending code and the toaster arrive before the connection drops.
      begin: async (page) => {
        const sendingCode = filesOnlyFor('src/features/contact/contactSending.ts')
        const codeArrived = page.waitForResponse((response) =>
          sendingCode.includes(new URL(response.url()).pathname),
        )
        await page.getByRole('textbox', { name: english.name }).focus()
        await codeArrived
        await expect(page.getByRole('region', { name: en('toast.region') })).toBeAttached()
        await page.context().setOffline(true)
      },
      end: (page) => page.context().setOffline(false),
    },
  ]

  for (const failure of failures) {
    test(`after ${failure.name}`, async ({ page, gotoReady }) => {
      const keys = recordKeys(page)
      const happen = await failure.setUp(page)
      await gotoReady('/#contact')
      await failure.begin?.(page)
      const text = uniqueText(`After ${failure.name}`)
      const form = await fillContactForm(page, { message: text, company: 'Analytical Engines' })
      await form.getByRole('button', { name: english.submit }).click()
      if (typeof happen === 'function') await happen()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: failure.message })
      await expect(toast).toBeVisible()
      await expectKept(form, text)
      await expect(form.getByRole('textbox', { name: english.company })).toHaveValue(
        'Analytical Engines',
      )
      // Once (the same toast in each): offline, which has no fake clock.
      if (failure.end) await expectNoAxeViolations(page)

      await failure.end?.(page)
      await toast.getByRole('button', { name: en('contact.error.retry') }).click()
      await expect(success(page)).toBeVisible()
      // The failed try (offline, it never reached the network) and the retry, under one key.
      expect(keys).toHaveLength(failure.end ? 1 : 2)
      expect(new Set(keys).size).toBe(1)
      expect(await storedCount(text)).toBe(1)
    })
  }
})
