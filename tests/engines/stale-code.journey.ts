import { afterAll, expect, inject } from 'vitest'
import { en } from '../../src/i18n/en'
import { forward, proxy } from '../support/slowArrival'
import { byRole, journey, type Page } from './journey'

/**
 * A page kept open across a deploy: each piece of code it then asks for fails with this engine's
 * own error, which src/lib/loadLater.ts and the router must recognise as code gone and answer with
 * the full page (the rest in Chromium: tests/e2e/deploy-open-pages.spec.ts). A proxy plays the
 * deploy: each /assets/ file the page has not fetched answers a 404 until the next document.
 */
let fetched = new Set<string>()
let deployed = false
/** Since the last deploy: the documents loaded and the files refused. */
let seen = { documents: 0, refused: [] as string[] }
const site = proxy((incoming, response) => {
  const path = new URL(incoming.url ?? '/', 'http://proxy').pathname
  if (incoming.headers.accept?.startsWith('text/html')) {
    if (deployed) seen.documents += 1
    deployed = false
  }
  // Asked under a name it never had: the server's own 404, headers and all.
  const gone = path.startsWith('/assets/') && deployed && !fetched.has(path)
  if (gone) seen.refused.push(path)
  forward(
    inject('baseURL'),
    incoming,
    response,
    gone ? { url: '/assets/gone-with-a-deploy.js' } : {},
  )
})
afterAll(site.stop)
/** From now until the next document, the code files (`/assets/…`) the page has not fetched are
 * gone. */
const deploy = async (page: Page) => {
  const paths = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  )
  fetched = new Set(paths.filter((path) => path.startsWith('/assets/')))
  deployed = true
  seen = { documents: 0, refused: [] }
}

journey(
  "after a deploy, the contact form's code gone: the page comes back with the message, which sends; after another, a link opens its page",
  async (page) => {
    await page.goto('/#contact')
    await deploy(page)
    const form = byRole('form', en['contact.form.title'])
    const field = (name: string) => byRole('textbox', name, { within: form })
    const send = byRole('button', en['contact.form.submit'], { within: form })
    await page.fill(field(en['contact.form.name']), 'Ada Lovelace')
    await page.fill(field(en['contact.form.email']), 'ada@example.com')
    await page.fill(field(en['contact.form.message']), 'Sent across a deploy')
    await page.click(send)
    // Its sending code was gone: the page came back once, with the message, and asks again.
    await page.until(form, { text: expect.stringContaining(en['contact.resend']) })
    expect(seen).toMatchObject({
      documents: 1,
      refused: expect.arrayContaining([expect.stringMatching(/^\/assets\/contactSending-/)]),
    })
    expect(await page.see(field(en['contact.form.message']))).toMatchObject({
      value: 'Sent across a deploy',
    })
    await page.click(send)
    // Sent: the form empties. (Not the toast: WebKitGTK 2.50 did not fetch again, for the page
    // loaded afresh, the toaster's code refused before it; a real deploy gives it a new name.)
    await page.until(field(en['contact.form.message']), { value: '' })
    expect((await page.see(form)).text).not.toContain(en['contact.resend'])

    // A page's own code gone: the router loads that page in full.
    await deploy(page)
    await page.click(
      byRole('link', en['nav.ourWork'], { within: byRole('navigation', en['nav.label']) }),
    )
    await page.until(byRole('heading', en['projects.page.title'], { level: 1 }), { visible: true })
    expect(await page.path()).toBe('/projects')
    expect(seen.documents).toBe(1)
  },
  { baseURL: site.origin },
)
