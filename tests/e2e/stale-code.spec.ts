import { type Page } from '@playwright/test'
import { translatorFor } from '../../src/i18n/dictionaries'
import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'
import { storedCount } from '../support/storedMessages'

/**
 * A page stays open while the studio deploys: every file it has not loaded yet is gone (the
 * platform answers 404), and the full page at any address brings the new version. Or the
 * connection drops each file once. Either way the visitor ends up seeing what they asked for,
 * and nothing they typed is lost (src/loadCode.ts).
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

/**
 * From now on the open page meets a deploy: each file under /assets/ it has not fetched yet
 * answers 404 (`how: 'deploy'`), or fails once and then loads (`how: 'flaky'`). A new document
 * is the new version: from then on every file loads. Returns how many documents were loaded.
 */
async function meet(page: Page, how: 'deploy' | 'flaky') {
  const fetched = new Set(await fetchedCode(page))
  const failedOnce = new Set<string>()
  const documents = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count++
  })
  await page.route('**/assets/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (documents.count > 0 || fetched.has(path)) return route.continue()
    if (how === 'flaky') {
      if (failedOnce.has(path)) return route.continue()
      failedOnce.add(path)
      return route.abort('failed')
    }
    return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' })
  })
  return documents
}

/** Fails the test on the error page, or on a raw message key such as `error.title`. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByText(en('error.title'))).toHaveCount(0)
  await expect(page.getByText(es('error.title'))).toHaveCount(0)
  await expect(page.getByText(/^(error|hero|nav|projects)\.[a-z.]+$/i)).toHaveCount(0)
}

for (const how of ['deploy', 'flaky'] as const) {
  test.describe(`after a ${how === 'deploy' ? 'deploy' : 'dropped file'}`, () => {
    test('a message typed and sent arrives once, and nothing typed is lost', async ({
      page,
      gotoReady,
    }) => {
      await gotoReady('/#contact')
      const documents = await meet(page, how)
      const text = `Sent across a ${how} — ${crypto.randomUUID()}`
      const form = page.getByRole('form', { name: en('contact.form.title') })
      await form.getByRole('textbox', { name: en('contact.form.name') }).fill('Ada Lovelace')
      await form.getByRole('textbox', { name: en('contact.form.email') }).fill('ada@example.com')
      await form.getByRole('textbox', { name: en('contact.form.message') }).fill(text)
      await form.getByRole('button', { name: en('contact.form.submit') }).click()

      if (how === 'deploy') {
        // The page at this address came back with the new version and the message, and asks
        // for one more press.
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
    })

    test('a draft typed after it survives a reload', async ({ page, gotoReady }) => {
      await gotoReady('/#contact')
      await meet(page, how)
      const form = page.getByRole('form', { name: en('contact.form.title') })
      await form.getByRole('textbox', { name: en('contact.form.name') }).fill('Ada Lovelace')
      await form.getByRole('textbox', { name: en('contact.form.message') }).fill('Half a thought')
      await page.reload()
      await expect(form.getByRole('textbox', { name: en('contact.form.name') })).toHaveValue(
        'Ada Lovelace',
      )
      await expect(form.getByRole('textbox', { name: en('contact.form.message') })).toHaveValue(
        'Half a thought',
      )
    })

    for (const where of ['grid', 'carousel'] as const) {
      test(`a project opened from the ${where} shows its dialog`, async ({ page, gotoReady }) => {
        await stubVideoHost(page)
        await gotoReady('/projects')
        await meet(page, how)
        const region = page.getByRole('region', {
          name: en(where === 'grid' ? 'projects.grid.title' : 'projects.carousel.label'),
          exact: true,
        })
        await region.getByRole('link', { name: 'Open Casa Marea' }).click()
        await expect(page).toHaveURL('/projects?project=casa-marea')
        await expect(page.getByRole('dialog', { name: 'Casa Marea' })).toBeVisible()
        await expectNoErrorPage(page)
      })
    }

    test('the phone menu opens', async ({ page, gotoReady }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await gotoReady('/')
      const documents = await meet(page, how)
      await page.getByRole('button', { name: en('nav.openMenu') }).click()
      if (how === 'deploy') {
        // The menu's code was gone: the page came back with the new version; the next press
        // opens it.
        await expect.poll(() => documents.count).toBe(1)
        await expect(page.getByRole('heading', { level: 1, name: en('hero.title') })).toBeVisible()
        await expect(page.locator('html[data-ready]')).toBeAttached()
        await page.getByRole('button', { name: en('nav.openMenu') }).click()
      }
      await expect(page.getByRole('dialog', { name: en('nav.menuTitle') })).toBeVisible()
      await expectNoErrorPage(page)
    })

    test('the language switch works both ways', async ({ page, gotoReady }) => {
      await gotoReady('/projects')
      await meet(page, how)
      await page.getByRole('switch', { name: en('language.switch') }).click()
      await expect(page).toHaveURL('/es/projects')
      await expect(
        page.getByRole('heading', { level: 1, name: es('projects.page.title') }),
      ).toBeVisible()
      await expectNoErrorPage(page)

      await gotoReady('/es')
      await meet(page, how)
      await page.getByRole('switch', { name: es('language.switch') }).click()
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1, name: en('hero.title') })).toBeVisible()
      await expectNoErrorPage(page)
    })

    test('moving between pages shows the page asked for', async ({ page, gotoReady }) => {
      await gotoReady('/')
      await meet(page, how)
      await page
        .getByRole('navigation', { name: en('nav.label') })
        .getByRole('link', { name: en('nav.ourWork') })
        .click()
      await expect(page).toHaveURL('/projects')
      await expect(
        page.getByRole('heading', { level: 1, name: en('projects.page.title') }),
      ).toBeVisible()
      await expectNoErrorPage(page)
    })
  })
}
