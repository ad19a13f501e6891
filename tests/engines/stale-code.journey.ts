import { afterAll, expect, inject } from 'vitest'
import { en } from '../../src/i18n/en'
import { deployingSite } from './deploy'
import { journey } from './journey'
import { byRole } from './page'

/**
 * A page kept open across a deploy (deploy.ts): each piece of code it then asks for fails with
 * this engine's own error, which the app and the router must each recognise as code gone and
 * answer with the full page. tests/e2e/deploy-open-pages.spec.ts has every other part in Chromium.
 */
const site = deployingSite(() => inject('baseURL'))
/** The code files (`/assets/…`) the page has fetched so far. */
const fetchedCode = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/assets/'))
afterAll(() => site.stop())

journey(
  "after a deploy, the contact form's code gone: the page comes back with the message, which sends; after another, a link opens its page",
  async (page) => {
    await page.goto('/#contact')
    site.deploy(await page.evaluate(fetchedCode))
    const form = byRole('form', en['contact.form.title'])
    const field = (name: string) => byRole('textbox', name, { within: form })
    const send = byRole('button', en['contact.form.submit'], { within: form })
    await page.fill(field(en['contact.form.name']), 'Ada Lovelace')
    await page.fill(field(en['contact.form.email']), 'ada@example.com')
    await page.fill(field(en['contact.form.message']), 'Sent across a deploy')
    await page.click(send)
    // Its sending code was gone: the page came back once, with the message, and asks again.
    await expect
      .poll(() => page.see(form))
      .toMatchObject({ text: expect.stringContaining(en['contact.resend']) })
    expect(site.seen()).toMatchObject({
      documents: 1,
      refused: expect.arrayContaining([expect.stringMatching(/^\/assets\/contactSending-/)]),
    })
    expect(await page.see(field(en['contact.form.message']))).toMatchObject({
      value: 'Sent across a deploy',
    })
    await page.click(send)
    // Sent: the form empties. (Not the toast: WebKitGTK 2.50 did not fetch again, for the page
    // loaded afresh, the toaster's code refused before it; a real deploy gives it a new name.)
    await expect
      .poll(() => page.see(field(en['contact.form.message'])))
      .toMatchObject({ value: '' })
    expect((await page.see(form)).text).not.toContain(en['contact.resend'])

    // A page's own code gone: the router loads that page in full.
    site.deploy(await page.evaluate(fetchedCode))
    await page.click(
      byRole('link', en['nav.ourWork'], { within: byRole('navigation', en['nav.label']) }),
    )
    await expect
      .poll(() => page.see(byRole('heading', en['projects.page.title'], { level: 1 })))
      .toMatchObject({ visible: true })
    expect(await page.path()).toBe('/projects')
    expect(site.seen().documents).toBe(1)
  },
  { baseURL: () => site.start() },
)
