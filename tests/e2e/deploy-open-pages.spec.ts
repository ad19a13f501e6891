import { type Page } from '@playwright/test'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { en as english } from '../../src/i18n/en'
import { expect, projectModalShown, test } from '../support/fixtures'
import { fillContactForm } from '../support/contactForm'
import { storedCount } from '../support/database'
import { filesOnlyFor } from '../support/manifest'
import { stubVideoHost } from '../support/videoHost'

/**
 * A page open across a deploy (files it has not loaded yet answer 404), or whose connection drops
 * each file once: the visitor still sees what they asked for, and loses nothing typed.
 */
const en = translatorFor('en')
const es = translatorFor('es')

/** The code files (`/assets/…`) the page has fetched so far. */
const fetchedCode = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/')),
  )

type Meeting = 'deploy' | 'flaky' | 'gone'

/**
 * From now on each file under /assets/ the page has not fetched yet answers 404 until a new
 * document loads (`deploy`), fails once (`flaky`), or answers 404 for good (`gone`: a broken
 * deploy). Returns how many documents were loaded since, and the files refused.
 */
async function meet(page: Page, how: Meeting) {
  const fetched = new Set(await fetchedCode(page))
  const failedOnce = new Set<string>()
  const documents = { count: 0, refused: [] as string[] }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count++
  })
  await page.route('**/assets/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (fetched.has(path) || (how !== 'gone' && documents.count > 0)) return route.continue()
    documents.refused.push(path)
    if (how === 'flaky') {
      if (failedOnce.has(path)) return route.continue()
      failedOnce.add(path)
      return route.abort('failed')
    }
    return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' })
  })
  return documents
}

/** Resolves once one of `files` was refused twice: the first try and `later`'s one more. */
async function refusedTwice(documents: { refused: string[] }, files: string[]) {
  await expect
    .poll(() =>
      Math.max(0, ...files.map((file) => documents.refused.filter((path) => path === file).length)),
    )
    .toBeGreaterThanOrEqual(2)
}

/**
 * Marks the open document, then lets it paint: a full page load started by the refusal throws
 * here or leaves a document without the mark.
 */
async function expectSameDocument(page: Page, documents: { count: number }) {
  await page.evaluate(() => {
    ;(window as { sameDocument?: boolean }).sameDocument = true
  })
  await page.evaluate(
    () =>
      new Promise((painted) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(painted))),
      ),
  )
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(documents.count).toBe(0)
}

/** Every message key as the page would show it raw: `error.title`, `contact.form.name`, … */
const rawKey = new RegExp(
  `^(${[...new Set(Object.keys(english).map((key) => key.split('.')[0]))].join('|')})\\.[\\w.]+$`,
)

/** Fails the test on the error page, or on a raw message key such as `error.title`. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByText(en('error.title'))).toHaveCount(0)
  await expect(page.getByText(es('error.title'))).toHaveCount(0)
  await expect(page.getByText(rawKey)).toHaveCount(0)
}

for (const how of ['deploy', 'flaky'] as const) {
  test(`after a ${how === 'deploy' ? 'deploy' : 'dropped file'}: a message typed and sent arrives once, nothing typed is lost; moving between pages shows the page asked for`, async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/#contact')
    let documents = await meet(page, how)
    const text = `Sent across a ${how} — ${crypto.randomUUID()}`
    const form = await fillContactForm(page, { message: text })
    await form.getByRole('button', { name: en('contact.form.submit') }).click()
    if (how === 'deploy') {
      // The page came back with the new version and the message, and asks for one more press.
      await expect(page.getByText(en('contact.resend'))).toBeVisible()
      expect(documents.count).toBe(1)
      await expect(form.getByRole('textbox', { name: en('contact.form.message') })).toHaveValue(
        text,
      )
      await form.getByRole('button', { name: en('contact.form.submit') }).click()
    }
    await expect(page.getByText(en('contact.success'))).toBeVisible()
    await expect(form.getByRole('textbox', { name: en('contact.form.message') })).toHaveValue('')
    expect(await storedCount(text)).toBe(1)
    if (how === 'flaky') expect(documents.count).toBe(0) // tried again, no page load needed

    await page.unrouteAll()
    documents = await meet(page, how)
    await page
      .getByRole('navigation', { name: en('nav.label') })
      .getByRole('link', { name: en('nav.ourWork') })
      .click()
    await expect(page).toHaveURL('/projects')
    await expect(
      page.getByRole('heading', { level: 1, name: en('projects.page.title') }),
    ).toBeVisible()
    await expectNoErrorPage(page)
    // A page's own code, even a dropped file: the router loads the full page at once.
    expect(documents.count).toBe(1)
    if (how === 'flaky') return

    // To Spanish: the way back loads the other dictionary the same way (src/i18n/messages.ts).
    await page.unrouteAll()
    documents = await meet(page, how)
    await page.getByRole('switch', { name: en('language.switch') }).click()
    await expect(page).toHaveURL('/es/projects')
    await expect(
      page.getByRole('heading', { level: 1, name: es('projects.page.title') }),
    ).toBeVisible()
    await expectNoErrorPage(page)
    expect(documents.count).toBe(1)
  })
}

// Every other part is declared with the same `later` (its one more try: loadLater.test.ts); this
// checks that each part uses it and loads the page when its code is gone.
test("after a deploy, a project opened from the grid shows its dialog; then its gallery's still opens as its own image", async ({
  page,
  gotoReady,
}) => {
  await stubVideoHost(page)
  await gotoReady('/projects')
  let documents = await meet(page, 'deploy')
  const region = page.getByRole('region', { name: en('projects.grid.title'), exact: true })
  await region.getByRole('link', { name: 'Open Casa Marea' }).click()
  await expect(page).toHaveURL('/projects?project=casa-marea')
  await expect(page.getByRole('dialog', { name: 'Casa Marea' })).toBeVisible()
  await projectModalShown(page)
  await expectNoErrorPage(page)
  expect(documents.count).toBe(1)

  await page.unrouteAll()
  documents = await meet(page, 'deploy')
  const still = page
    .getByRole('dialog', { name: 'Casa Marea' })
    .getByRole('region', { name: en('projects.gallery.title') })
    .getByRole('link')
    .first()
  const image = await still.getAttribute('href')
  await still.click()
  await expect(page).toHaveURL(new RegExp(`${image}$`))
  expect(documents.count).toBe(1)
})

test.describe('after a deploy, what only decorates shows nothing rather than load the page again', () => {
  test('a tooltip whose code is gone; then the phone menu, whose code is gone too, loads the page', async ({
    page,
    gotoReady,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoReady('/')
    const documents = await meet(page, 'deploy')
    const menu = page.getByRole('button', { name: en('nav.openMenu') })
    await test.step('the tooltip shows nothing, and the page stays', async () => {
      await menu.hover()
      await refusedTwice(documents, filesOnlyFor('src/components/TooltipPopup.tsx'))
      await expectSameDocument(page, documents)
      await expect(page.getByRole('tooltip')).toHaveCount(0)
      await expect(menu).toBeEnabled()
      await expectNoErrorPage(page)
    })
    await test.step('the phone menu: the page comes back, the next press opens it', async () => {
      await menu.click()
      await expect.poll(() => documents.count).toBe(1)
      await expect(
        page.getByRole('heading', { level: 1, name: wordsFor('en').home.hero.title }),
      ).toBeVisible()
      await expect(page.locator('html[data-ready]')).toBeAttached()
      await menu.click()
      await expect(page.getByRole('dialog', { name: en('nav.menuTitle') })).toBeVisible()
      await expectNoErrorPage(page)
      expect(documents.count).toBe(1)
    })
  })

  // That the draft survives a reload: contact-delivery.spec.ts.
  test('the toaster whose code is gone, while the visitor types', async ({ page, gotoReady }) => {
    await gotoReady('/#contact')
    const documents = await meet(page, 'deploy')
    const name = page
      .getByRole('form', { name: en('contact.form.title') })
      .getByRole('textbox', { name: en('contact.form.name') })
    await name.fill('Ada Lovelace')
    await refusedTwice(documents, filesOnlyFor('src/components/Toaster.tsx'))
    await expectSameDocument(page, documents)
    await expect(name).toHaveValue('Ada Lovelace')
    await expectNoErrorPage(page)
  })
})

test.describe('when code stays gone after the one full page load, the error page says so', () => {
  const expectErrorPage = async (page: Page, documents: { count: number }, t: typeof en = en) => {
    await expect(page.getByRole('heading', { name: t('error.title') })).toBeVisible()
    await expect(page).toHaveTitle(t('meta.error.title'))
    await expect(page.getByText(rawKey)).toHaveCount(0)
    expect(documents.count).toBe(1)
  }

  test('another page; once the code is back, Return to Home goes home; then the phone menu', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    let documents = await meet(page, 'gone')
    await page
      .getByRole('navigation', { name: en('nav.label') })
      .getByRole('link', { name: en('nav.ourWork') })
      .click()
    await expectErrorPage(page, documents)

    await page.unrouteAll()
    await page.getByRole('link', { name: en('error.home') }).click()
    await expect(page).toHaveURL('/')
    await expect(
      page.getByRole('heading', { level: 1, name: wordsFor('en').home.hero.title }),
    ).toBeVisible()
    await expectNoErrorPage(page)

    await page.setViewportSize({ width: 375, height: 740 })
    documents = await meet(page, 'gone')
    await page.getByRole('button', { name: en('nav.openMenu') }).click()
    await expect.poll(() => documents.count).toBe(1)
    await expect(page.locator('html[data-ready]')).toBeAttached()
    await page.getByRole('button', { name: en('nav.openMenu') }).click()
    await expectErrorPage(page, documents)
  })

  test('a project; once the code is back, Try again shows it', async ({ page, gotoReady }) => {
    await gotoReady('/projects')
    const documents = await meet(page, 'gone')
    const grid = page.getByRole('region', { name: en('projects.grid.title'), exact: true })
    await grid.getByRole('link', { name: 'Open Casa Marea' }).click()
    await expectErrorPage(page, documents)
    await page.unrouteAll()
    await page.getByRole('button', { name: en('error.retry') }).click()
    await expect(page.getByRole('dialog', { name: 'Casa Marea' })).toBeVisible()
    await expectNoErrorPage(page)
  })

  test('the other language: the error page speaks it, without its messages', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/projects')
    const documents = await meet(page, 'gone')
    await page.getByRole('switch', { name: en('language.switch') }).click()
    await expect(page).toHaveURL('/es/projects')
    await expectErrorPage(page, documents, es)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.unrouteAll()
    await page.getByRole('button', { name: es('error.retry') }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: es('projects.page.title') }),
    ).toBeVisible()
    await expectNoErrorPage(page)
  })
})
