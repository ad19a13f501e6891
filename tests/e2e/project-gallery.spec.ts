import type { Locator, Page } from '@playwright/test'
import { largestImage } from '../../shared/media'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expectNoAxeViolations } from '../support/axe'
import { builtFile } from '../support/manifest'
import {
  animationsFinished,
  expect,
  projectModalShown,
  recordRequests,
  test,
  watchNetwork,
} from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/**
 * A project's gallery, below its overview, in the dialog and on the project's own page: each
 * still a link to its largest image (all there is without JavaScript), and with it a viewer that
 * the keyboard opens, moves and closes, saying which still of how many and what it shows, in the
 * page's language. Its JSON-LD lists the stills as made with generative AI.
 */
const galleried = publishedProjects.filter((project) => project.gallery.length > 0)

// (That the demo projects have galleries of two or three stills: tests/integration/builtSite.test.ts.)
const project = galleried[0]
if (!project) throw new Error('no published project has a gallery')

/**
 * Presses Tab (Shift+Tab `backwards`) once for each of `targets`, which must take the focus in
 * that order: the order a keyboard user meets them in, not just a way to reach the last.
 */
async function tabsThrough(page: Page, targets: Locator[], backwards = false) {
  for (const target of targets) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expect(target).toBeFocused()
  }
}

test.beforeEach(({ page }) => stubVideoHost(page))

for (const locale of ['en', 'es'] as const) {
  const t = translatorFor(locale)
  const prefix = locale === 'es' ? '/es' : ''
  const title = project[locale].title
  const stills = project.gallery.map((still) => still[locale])
  const total = stills.length
  const path = `${prefix}/projects?project=${project.slug}`
  const position = (index: number) => t('projects.gallery.position', { index, total })

  const galleryIn = (page: Page) =>
    page
      .getByRole('dialog', { name: title })
      .getByRole('region', { name: t('projects.gallery.title') })
  const viewerOf = (page: Page) =>
    page.getByRole('dialog', { name: t('projects.gallery.viewer', { title }) })
  /** What Tab meets in the project's dialog from its title, before the gallery (a film's project). */
  const beforeGallery = (page: Page) => {
    const dialog = page.getByRole('dialog', { name: title })
    return [
      dialog.getByRole('button', { name: t('projects.modal.share'), exact: true }),
      dialog.getByRole('button', { name: t('projects.modal.close'), exact: true }),
      dialog.getByRole('button', { name: t('projects.modal.play', { title }), exact: true }),
      dialog.getByRole('link', { name: t('ai.link'), exact: true }),
    ]
  }

  /** The viewer shows still `index` (from 1) and a screen reader hears its place and its alt. */
  async function expectStill(viewer: Locator, index: number) {
    const alt = stills[index - 1] ?? ''
    await expect(viewer.getByText(position(index), { exact: true })).toBeVisible()
    await expect(viewer).toHaveAccessibleDescription(`${position(index)}: ${alt}`)
    await expect(viewer.getByRole('img', { name: alt, exact: true })).toBeInViewport()
  }

  // The keyboard journey in English: the viewer's words are the language's, its keys and focus
  // the same in both (the links without JavaScript are seen in Spanish, below).
  if (locale === 'en')
    test(`${prefix}/projects: in ${title}'s dialog, the keyboard opens a still, moves and closes back to its thumbnail`, async ({
      page,
      gotoReady,
    }) => {
      await gotoReady(`${prefix}/projects`)
      const card = page
        .getByRole('region', { name: t('projects.grid.title'), exact: true })
        .getByRole('link', { name: t('projects.open', { title }) })
      await card.focus()
      await page.keyboard.press('Enter')
      await projectModalShown(page)

      const gallery = galleryIn(page)
      await expect(
        gallery.getByRole('heading', { name: t('projects.gallery.title') }),
      ).toBeVisible()
      const thumbnails = gallery.getByRole('link')
      await expect(thumbnails).toHaveCount(total)
      for (const [index, alt] of stills.entries()) {
        await expect(thumbnails.nth(index)).toHaveAccessibleName(alt)
      }
      const first = thumbnails.first()
      // From the dialog's title: its buttons, the film's, then the first still.
      await tabsThrough(page, [...beforeGallery(page), first])
      await page.keyboard.press('Enter')

      const viewer = viewerOf(page)
      await expect(viewer).toBeVisible()
      await expectStill(viewer, 1)
      await animationsFinished(page)
      await expectNoAxeViolations(page)
      await page.keyboard.press('ArrowRight')
      await expectStill(viewer, 2)
      await page.keyboard.press('ArrowLeft')
      await expectStill(viewer, 1)

      const close = viewer.getByRole('button', { name: t('projects.modal.close'), exact: true })
      const next = viewer.getByRole('button', { name: t('projects.gallery.next') })
      const previous = viewer.getByRole('button', { name: t('projects.gallery.previous') })
      // From its title, a full round of Tab that stays inside the viewer, and back round the end.
      await tabsThrough(page, [close, previous, next, close])
      await tabsThrough(page, [next], true)
      await page.keyboard.press('Enter')
      await expectStill(viewer, 2)
      await tabsThrough(page, [previous], true)
      await page.keyboard.press('Enter')
      await expectStill(viewer, 1)

      await page.keyboard.press('Escape')
      await expect(viewer).toBeHidden()
      // Only the viewer closed: the project stays open, the focus back on the thumbnail.
      await expect(page.getByRole('dialog', { name: title })).toBeVisible()
      await expect(first).toBeFocused()

      // Opened again, from the next thumbnail, it starts there.
      await page.keyboard.press('Tab')
      await expect(thumbnails.nth(1)).toBeFocused()
      await page.keyboard.press('Enter')
      await expectStill(viewer, 2)
      await page.keyboard.press('Escape')
      await expect(thumbnails.nth(1)).toBeFocused()
    })

  // Without JavaScript, in one language: the links are the same markup in both. The JSON-LD of
  // the stills, in each language, is read from the build in tools/prerender/prerender.test.ts.
  if (locale === 'es')
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test(`${path}: each thumbnail is a link to its still's largest image`, async ({ page }) => {
        await page.goto(path)
        const thumbnails = page
          .getByRole('dialog', { name: title })
          .getByRole('region', { name: t('projects.gallery.title') })
          .getByRole('link')
        await expect(thumbnails).toHaveCount(total)
        const last = thumbnails.last()
        await expect(last).toHaveAccessibleName(stills[total - 1] ?? '')
        const [response] = await Promise.all([
          page.waitForResponse((response) => response.request().isNavigationRequest()),
          last.click(),
        ])
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toBe('image/webp')
        expect(new URL(page.url()).pathname).toBe(
          largestImage(project.gallery[total - 1]?.src ?? ''),
        )
      })
    })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })

  test('a swipe moves the viewer to the next still', async ({ page, gotoReady }) => {
    const total = project.gallery.length
    await gotoReady(`/projects?project=${project.slug}`)
    await projectModalShown(page)
    await page.getByRole('region', { name: 'Gallery' }).getByRole('link').first().tap()
    const viewer = page.getByRole('dialog', { name: /: gallery$/ })
    await expect(viewer.getByText(`1 of ${total}`, { exact: true })).toBeVisible()
    await animationsFinished(page)
    const box = await viewer.getByRole('img').boundingBox()
    if (!box) throw new Error('the still has no box')
    // A finger's swipe from right to left across the still (Playwright has taps only).
    const touch = await page.context().newCDPSession(page)
    const at = (share: number) => [{ x: box.x + box.width * share, y: box.y + box.height / 2 }]
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.85) })
    for (let step = 1; step <= 10; step++) {
      const touchPoints = at(0.85 - 0.07 * step)
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints })
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(viewer.getByText(`2 of ${total}`, { exact: true })).toBeVisible()
  })
})

// The viewer's code loads the same way with motion or without: seen here, on the one load.
test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test("the viewer's code loads only when a still is about to open; the viewer jumps to the next still instead of sliding", async ({
    page,
    gotoReady,
  }) => {
    const requested = recordRequests(page)
    const networkRests = watchNetwork(page)
    await gotoReady(`/projects?project=${project.slug}`)
    await projectModalShown(page)
    const first = page.getByRole('region', { name: 'Gallery' }).getByRole('link').first()
    await test.step("the viewer's code loads only when a still is about to open", async () => {
      const viewerCode = builtFile('src/features/projects/GalleryViewer.tsx')
      await networkRests()
      expect(requested).not.toContain(viewerCode)
      await first.hover()
      await expect.poll(() => requested).toContain(viewerCode)
    })
    await first.focus()
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', { name: /: gallery$/ })
    await expect(viewer.getByText(`1 of ${project.gallery.length}`, { exact: true })).toBeVisible()
    // Where a still stops: where the first one is now.
    const stills = viewer.locator('img')
    const stop = await stills.first().evaluate((image) => image.getBoundingClientRect().left)
    await page.keyboard.press('ArrowRight')
    // Two frames after the key, the second still is already there: nothing slid in between.
    const left = await stills
      .nth(1)
      .evaluate(
        (image) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(image.getBoundingClientRect().left)),
            ),
          ),
      )
    expect(Math.abs(left - stop)).toBeLessThan(1)
    await expect(viewer.getByText(`2 of ${project.gallery.length}`, { exact: true })).toBeVisible()
  })
})
