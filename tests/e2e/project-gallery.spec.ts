import type { Locator, Page } from '@playwright/test'
import { isLoopPath } from '../../shared/media'
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
  twoFrames,
  watchNetwork,
} from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

// In English: its keys, focus and motion are the same in both languages. (Its links without
// JavaScript: project-links.spec.ts; its JSON-LD: prerender.test.ts.)
const project = publishedProjects.find(({ gallery }) => gallery.length > 0)
if (!project) throw new Error('no published project has a gallery')

/** Presses Tab (Shift+Tab `backwards`) once for each of `targets`, which take the focus in turn. */
async function tabsThrough(page: Page, targets: Locator[], backwards = false) {
  for (const target of targets) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expect(target).toBeFocused()
  }
}

test.beforeEach(({ page }) => stubVideoHost(page))

const t = translatorFor('en')
const title = project.en.title
const stills = project.gallery.map((still) => still.en)
const total = stills.length
const position = (index: number) => t('projects.gallery.position', { index, total })

/** The viewer shows still `index` (from 1) and a screen reader hears its place and its alt. */
async function expectStill(viewer: Locator, index: number) {
  const alt = stills[index - 1] ?? ''
  await expect(viewer.getByText(position(index), { exact: true })).toBeVisible()
  await expect(viewer).toHaveAccessibleDescription(`${position(index)}: ${alt}`)
  await expect(viewer.getByRole('img', { name: alt, exact: true })).toBeInViewport()
}

test(`in ${title}'s dialog, the viewer's code loads as the keyboard reaches a still, which opens, moves and closes back to its thumbnail`, async ({
  page,
  gotoReady,
}) => {
  const requested = recordRequests(page)
  const networkRests = watchNetwork(page, isLoopPath)
  await gotoReady('/projects')
  const card = page
    .getByRole('region', { name: t('projects.grid.title'), exact: true })
    .getByRole('link', { name: t('projects.open', { title }) })
  await card.focus()
  await page.keyboard.press('Enter')
  await projectModalShown(page)
  const dialog = page.getByRole('dialog', { name: title })
  const gallery = dialog.getByRole('region', { name: t('projects.gallery.title') })
  await expect(gallery.getByRole('heading', { name: t('projects.gallery.title') })).toBeVisible()
  const thumbnails = gallery.getByRole('link')
  await expect(thumbnails).toHaveCount(total)
  for (const [index, alt] of stills.entries()) {
    await expect(thumbnails.nth(index)).toHaveAccessibleName(alt)
  }
  const viewerCode = builtFile('src/features/projects/GalleryViewer.tsx')
  await networkRests()
  expect(requested).not.toContain(viewerCode)
  const first = thumbnails.first()
  // From the dialog's title: its buttons, the film's, then the first still.
  await tabsThrough(page, [
    dialog.getByRole('button', { name: t('projects.modal.share'), exact: true }),
    dialog.getByRole('button', { name: t('projects.modal.close'), exact: true }),
    dialog.getByRole('button', { name: t('projects.modal.play', { title }), exact: true }),
    dialog.getByRole('link', { name: t('ai.link'), exact: true }),
    first,
  ])
  await expect.poll(() => requested).toContain(viewerCode)
  await page.keyboard.press('Enter')

  const viewer = page.getByRole('dialog', { name: t('projects.gallery.viewer', { title }) })
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
  await expect(dialog).toBeVisible()
  await expect(first).toBeFocused()

  // Opened again, from the next thumbnail, it starts there.
  await page.keyboard.press('Tab')
  await expect(thumbnails.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expectStill(viewer, 2)
  await page.keyboard.press('Escape')
  await expect(thumbnails.nth(1)).toBeFocused()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })

  test('a swipe moves the viewer to the next still; under reduced motion a key jumps to a still', async ({
    page,
    gotoReady,
  }) => {
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

    // Under reduced motion it jumps: two frames after the key, the first still is back at `box.x`.
    const images = viewer.locator('img')
    const leftOf = (image: Locator) => image.evaluate((node) => node.getBoundingClientRect().left)
    await expect.poll(() => leftOf(images.nth(1))).toBeCloseTo(box.x, 0)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await twoFrames(page) // the page sees a media query change as it renders
    await page.keyboard.press('ArrowLeft')
    await twoFrames(page)
    expect(Math.abs((await leftOf(images.first())) - box.x)).toBeLessThan(1)
    await expect(viewer.getByText(`1 of ${total}`, { exact: true })).toBeVisible()
  })
})
