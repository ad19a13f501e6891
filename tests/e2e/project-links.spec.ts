import { largestImage } from '../../shared/media'
import { publishedProjects } from '../publishedProjects'
import { readHiddenFocusable, sharedLinks, watchHiddenFocusable } from '../support/hiddenFocusable'
import {
  animationsFinished,
  expect,
  holdBack,
  projectModalShown,
  test,
  waitUntilInteractive,
} from '../support/fixtures'
import { builtFile } from '../support/manifest'
import { stubVideoHost } from '../support/videoHost'

/**
 * A shared project link, from its first byte to the open dialog, then shared again. The hand-over
 * is the same code in both languages, seen once, in Spanish (the page served for each:
 * worker/test/served.test.ts).
 */
const link = sharedLinks[1]
if (!link) throw new Error('no Spanish shared link')

/** The browser as this page sets it up: whether it has a share sheet, a clipboard that writes. */
type Browser = { sheet: boolean; clipboard: boolean; shared: ShareData[] }

test(`${link.path} shows the project and fetches what it shows before any script; the app takes over with no warning, opens it to be read (focus on its start, no ring, no tooltip) and closes it as before; Share uses the share sheet where there is one, else the clipboard, saying when it could not copy; a card opens in a new tab`, async ({
  page,
  context,
  gotoReady,
}) => {
  await stubVideoHost(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Each way of sharing set up in turn (read when Share is pressed).
  await page.addInitScript(() => {
    const browser: Browser = { sheet: true, clipboard: false, shared: [] }
    const write = Clipboard.prototype.writeText
    Object.defineProperties(Navigator.prototype, {
      canShare: { value: () => browser.sheet },
      share: { value: (data: ShareData) => Promise.resolve(browser.shared.push(data)) },
    })
    // Refused, as a browser does without the permission, or outside a secure context.
    Clipboard.prototype.writeText = function (text) {
      if (browser.clipboard) return write.call(this, text)
      return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    }
    Object.assign(window, { browser })
  })
  const setUp = (changes: Partial<Browser>) =>
    page.evaluate(
      (changes) => Object.assign((window as { browser?: Browser }).browser ?? {}, changes),
      changes,
    )
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // From the first byte on: what took the focus showing a ring, and which tooltips showed.
  await page.addInitScript(() => {
    const seen = { ring: [] as string[], tooltips: [] as string[] }
    document.addEventListener('focusin', (event) => {
      const target = event.target as Element
      if (getComputedStyle(target).outlineStyle !== 'none') {
        seen.ring.push(target.outerHTML.slice(0, 80))
      }
    })
    new MutationObserver(() => {
      for (const tooltip of document.querySelectorAll('[role="tooltip"]')) {
        const text = tooltip.textContent ?? ''
        if (!seen.tooltips.includes(text)) seen.tooltips.push(text)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
    Object.assign(window, { focusShown: seen })
  })
  const shown = () =>
    page.evaluate(
      () =>
        (window as unknown as { focusShown: { ring: string[]; tooltips: string[] } }).focusShown,
    )
  const body = builtFile('src/features/projects/ProjectBody.tsx')
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // First a page without a project, until the app has taken over: it never fetches the window.
  await gotoReady('/projects')
  expect(requested).not.toContain(body)

  // Every script held back: the page itself carries the open project, and fetches its window.
  const release = await holdBack(page)
  await page.goto(link.path)
  const dialog = page.getByRole('dialog', { name: link.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Sala de ecos es un documental breve')).toBeVisible()
  await expect.poll(() => requested).toContain(body)
  release()
  await waitUntilInteractive(page)
  await projectModalShown(page)
  await expect(dialog).toHaveCount(1)
  await expect(page).toHaveURL(link.path)
  await expect(dialog.getByRole('heading', { level: 2, name: link.title })).toBeFocused()
  expect((await shown()).ring).toEqual([])

  // Share's tooltip opens 700 ms after the keyboard focus: by the time it shows, one opened by
  // the focus on arrival would have shown too.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: link.share })).toBeFocused()
  await expect(page.getByRole('tooltip', { name: link.share })).toBeVisible()
  expect((await shown()).tooltips).toEqual([link.share])
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: link.close })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/es/projects')
  const card = page
    .getByRole('region', { name: 'Todos los proyectos' })
    .getByRole('link', { name: `Abrir ${link.title}` })
  await expect(card).toBeFocused()
  // The closing cross-fade ends before the next press: a press during it skips the transition,
  // and Chromium logs "Transition was skipped" (harmless, not this test's).
  await animationsFinished(page)

  // Opened again from its card, Back closes it.
  await card.click()
  await expect(dialog).toBeVisible()
  await animationsFinished(page)
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/es/projects')

  await test.step('Share: the sheet, else the clipboard, refused then allowed', async () => {
    await card.click()
    const share = dialog.getByRole('button', { name: link.share })
    await share.click()
    await expect
      .poll(() => page.evaluate(() => (window as { browser?: Browser }).browser?.shared))
      .toEqual([{ title: link.title, url: page.url() }])
    const copied = page.getByText('Enlace copiado')
    const failed = page.getByText('No se ha podido copiar el enlace')
    await expect(copied.or(failed)).toHaveCount(0)
    await setUp({ sheet: false })
    await share.click()
    await expect(failed).toBeVisible()
    await expect(copied).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await setUp({ clipboard: true })
    await share.click()
    await expect(copied).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    await dialog.getByRole('button', { name: link.close }).click()
  })

  await test.step('a card opened in a new tab shows its project there, and leaves this page as it was', async () => {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(tab).toHaveURL(link.path)
    await expect(tab.getByRole('dialog', { name: link.title })).toBeVisible()
    await tab.close()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL('/es/projects')
  })
  expect(problems).toEqual([])
})

// Six loads, alternating the image's link and the film's, so the code arrives at different
// points of the page's life.
test('a shared link is never hidden and focusable at any moment of its loads', async ({ page }) => {
  await page.addInitScript(watchHiddenFocusable)
  for (let load = 0; load < 6; load += 1) {
    const { path } = sharedLinks[load % 2] ?? link
    await page.goto(path)
    await waitUntilInteractive(page)
    await projectModalShown(page)
    const { checks, rootHidden, hidings, problems, appStartedFirst } =
      await page.evaluate(readHiddenFocusable)
    expect(appStartedFirst).toBe(false)
    expect(problems, `${path}, load ${load + 1}`).toEqual([])
    expect(checks).toBeGreaterThan(0)
    expect(rootHidden, `${path}: the page behind was never hidden`).toBeGreaterThan(0)
    expect(hidings, `${path}: the dialog never seen taking over`).toBeGreaterThan(0)
  }
})

// Without JavaScript, in Spanish (the markup is the same in both languages), on a phone.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
  const compared = publishedProjects.find(({ en }) => en.originalAlt !== undefined)
  const galleried = publishedProjects.find(({ gallery }) => gallery.length > 0)
  if (!compared || !galleried) throw new Error('no project with an original, or a gallery')

  test("a project's link is a readable page: the original and the result at the midpoint, the outcome and the quote; its stills link to their largest image; Close goes to the projects page, whose carousel displays only the slide in view, so only its image is fetched at once", async ({
    page,
  }) => {
    const words = compared.es
    await page.goto(`/es/projects?project=${compared.slug}`)
    const dialog = page.getByRole('dialog', { name: words.title })
    await expect(dialog.getByRole('heading', { name: 'Resumen del proyecto' })).toBeVisible()
    const slider = dialog.getByRole('slider')
    await expect(slider).toHaveValue('50')
    const frame = slider.locator('..')
    await expect(frame.getByRole('img', { name: words.originalAlt })).toBeVisible()
    await expect(frame.getByRole('img', { name: words.alt })).toBeVisible()
    await frame.scrollIntoViewIfNeeded()
    /** The alt of the picture seen at `share` (0 to 1) across the frame, half-way down. */
    const shownAt = (share: number) =>
      frame.evaluate((node, at) => {
        const box = node.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width * at, box.top + box.height / 2)
        return hit?.getAttribute('alt')
      }, share)
    expect(await shownAt(0.25)).toBe(words.originalAlt)
    expect(await shownAt(0.75)).toBe(words.alt)
    await expect(dialog.getByText(words.result ?? '')).toBeVisible()
    await expect(dialog.getByText(words.quote?.text ?? '')).toBeVisible()
    // (The quote is the page's, not its structured data's, based on the original:
    // tools/prerender/prerender.test.ts.)
    await dialog.getByRole('link', { name: 'Cerrar' }).click()
    await expect(page).toHaveURL('/es/projects')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const slides = page.getByRole('region', { name: 'Proyectos', exact: true }).getByRole('group')
    await expect(slides).toHaveCount(1) // hidden slides are not in the accessibility tree
    await expect(slides.first()).toHaveAttribute('aria-label', `1 de ${publishedProjects.length}`)
    await expect(slides.first().getByRole('img')).toHaveJSProperty('complete', true)

    await page.goto(`/es/projects?project=${galleried.slug}`)
    const thumbnails = page
      .getByRole('dialog', { name: galleried.es.title })
      .getByRole('region', { name: 'Galería' })
      .getByRole('link')
    await expect(thumbnails).toHaveCount(galleried.gallery.length)
    const last = galleried.gallery.at(-1)
    await expect(thumbnails.last()).toHaveAccessibleName(last?.es ?? '')
    const [response] = await Promise.all([
      page.waitForResponse((response) => response.request().isNavigationRequest()),
      thumbnails.last().click(),
    ])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect(new URL(page.url()).pathname).toBe(largestImage(last?.src ?? ''))
  })
})
