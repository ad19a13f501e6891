import { readHiddenFocusable, sharedLinks, watchHiddenFocusable } from '../support/hiddenFocusable'
import {
  expect,
  holdBack,
  projectModalShown,
  test,
  waitUntilInteractive,
} from '../support/fixtures'
import { builtFile } from '../support/manifest'

/**
 * A shared project link, from its first byte to the open dialog: the prerendered page carries the
 * project open, then the app hands over to the real dialog. These journeys watch every moment of
 * that hand-over, not only its end.
 */

const links = sharedLinks

/**
 * Loads watched a link. The watch looks at every change of the document from its first byte, so
 * each load checks every moment of one whole hand-over; a few loads let the code arrive at
 * different points of the page's life.
 */
const LOADS = 5

test("a shared link's page fetches what the window shows before the app asks; /projects never", async ({
  page,
  gotoReady,
}) => {
  const body = builtFile('src/features/projects/ProjectBody.tsx')
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // First, with nothing in the cache: a page without a project, until the app has taken over.
  await gotoReady('/projects')
  expect(requested).not.toContain(body)
  // The app's entry held back: what the shared link's page fetches, it fetches by itself.
  const release = await holdBack(page, `**${builtFile('index.html')}`)
  await page.goto(sharedLinks[0]?.path ?? '')
  await expect.poll(() => requested).toContain(body)
  release()
  await waitUntilInteractive(page)
})

for (const link of links) {
  test(`${link.path}: never hidden and focusable at any moment of ${LOADS} loads`, async ({
    page,
  }) => {
    await page.addInitScript(watchHiddenFocusable)
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(link.path)
      await waitUntilInteractive(page)
      await projectModalShown(page)
      const { checks, rootHidden, hidings, problems, appStartedFirst } =
        await page.evaluate(readHiddenFocusable)
      expect(appStartedFirst).toBe(false)
      expect(problems, `load ${load + 1}`).toEqual([])
      expect(checks).toBeGreaterThan(0)
      // The dialog is open: the page behind is hidden (and, by the above, cannot take focus).
      expect(rootHidden, `load ${load + 1}: the page behind was never hidden`).toBeGreaterThan(0)
      // ... and it was seen going from shown to hidden: the watch saw the dialog take over.
      expect(hidings, `load ${load + 1}: the dialog never seen taking over`).toBeGreaterThan(0)
    }
  })
}

// Once, on the Spanish link: where the focus lands and what Tab meets change with neither the
// language nor the project (each link's hand-over is watched above).
const spanishLink = links[1]
if (!spanishLink) throw new Error('no Spanish shared link')
test(`${spanishLink.path} opens to be read: focus on the dialog's start, no ring, no tooltip`, async ({
  page,
  gotoReady,
}) => {
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
  await gotoReady(spanishLink.path)
  await projectModalShown(page)
  const dialog = page.getByRole('dialog', { name: spanishLink.title })
  await expect(dialog.getByRole('heading', { level: 2, name: spanishLink.title })).toBeFocused()
  expect((await shown()).ring).toEqual([])

  // Tab then reaches the dialog's controls in order. Share's tooltip opens 700 ms after the
  // keyboard brings the focus there: by the time it shows, a tooltip opened by the focus on
  // arrival would have shown too, and none did.
  await page.keyboard.press('Tab')
  const share = dialog.getByRole('button', { name: spanishLink.share })
  await expect(share).toBeFocused()
  await expect(page.getByRole('tooltip', { name: spanishLink.share })).toBeVisible()
  expect((await shown()).tooltips).toEqual([spanishLink.share])
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: spanishLink.close })).toBeFocused()
})
