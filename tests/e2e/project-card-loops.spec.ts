import type { Locator, Page } from '@playwright/test'
import { isLoopPath } from '../../shared/media'
import { publishedProjects } from '../publishedProjects'
import { expect, recordRequests, test } from '../support/fixtures'
import { watchPage } from '../support/pageWatch'

/**
 * The projects grid's cards play their project's silent loop while mostly in view, and only then:
 * nothing loads before a card comes near, nothing plays while it is out of view, the tab hidden or
 * a dialog open, and nothing is fetched at all under reduced motion or Save-Data.
 */
const looping = publishedProjects.filter((project) => project.loop)
/** On a phone the grid is one column: its last looping card is far below the first screen. */
const far = looping[looping.length - 1]
const phone = { width: 375, height: 667 }

test.use({ viewport: phone })

const cardOf = (page: Page, slug: string) => page.locator(`article:has(#project-card-${slug})`)

/** What a visitor's eyes (and a screen reader) get from a card's video. */
const loopOf = (card: Locator) =>
  card.locator('video').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    paused: video.paused,
    muted: video.muted,
    inline: video.playsInline,
    controls: video.controls,
    hidden: video.closest('[aria-hidden="true"]') !== null,
    source: video.currentSrc.split('/').pop(),
  }))

/** Resolves once the card's video has moved on by more than a quarter of a second. */
async function playing(card: Locator) {
  const start = (await loopOf(card)).time
  await expect.poll(async () => (await loopOf(card)).time - start).toBeGreaterThan(0.25)
}

/** Resolves once the card's video has stopped and stays where it stopped. */
async function stopped(card: Locator) {
  await expect.poll(async () => (await loopOf(card)).paused).toBe(true)
  const { time } = await loopOf(card)
  await card.page().waitForTimeout(300)
  expect((await loopOf(card)).time).toBe(time)
}

test('the demo projects have loops', () => {
  expect(looping.length).toBeGreaterThan(0)
})

test(`a card's loop loads only when the card comes near, plays in view, and stops when it leaves`, async ({
  page,
  gotoReady,
  baseURL,
}) => {
  const watch = await watchPage(page, new URL(baseURL ?? '').origin)
  const requests = recordRequests(page)
  const videos = () => requests.filter(isLoopPath)
  await gotoReady('/projects')
  const card = cardOf(page, far?.slug ?? '')
  // Hydrated, a frame painted: the far card is well below the screen and has loaded nothing.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)))
  expect(videos().filter((path) => path.includes(far?.slug ?? ''))).toEqual([])
  await expect(card.locator('video')).toHaveCount(0)

  await card.scrollIntoViewIfNeeded()
  await playing(card)
  expect(await loopOf(card)).toMatchObject({
    muted: true,
    inline: true,
    controls: false,
    hidden: true,
    source: expect.stringMatching(new RegExp(`^${far?.slug}\\.(webm|mp4)$`)),
  })
  // The picture stays what assistive technology reads.
  await expect(card.getByRole('img', { name: far?.en.alt })).toBeAttached()

  await page.evaluate(() => window.scrollTo(0, 0))
  await stopped(card)
  await card.scrollIntoViewIfNeeded()
  await playing(card)
  // Loaded and played under the site's policy (media-src 'self'): nothing refused.
  expect(watch.problems().cspViolations).toEqual([])
  expect(watch.problems().consoleErrors).toEqual([])
})

test('a loop stops while the tab is hidden and while a project is open, and plays again after', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/projects')
  const card = cardOf(page, far?.slug ?? '')
  await card.scrollIntoViewIfNeeded()
  await playing(card)

  // The browser reports the tab hidden, as it does when the visitor switches to another.
  const setShown = (shown: boolean) =>
    page.evaluate((visible) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (visible ? 'visible' : 'hidden'),
      })
      document.dispatchEvent(new Event('visibilitychange'))
    }, shown)
  await setShown(false)
  await stopped(card)
  await setShown(true)
  await playing(card)

  await card.getByRole('link').click()
  const dialog = page.getByRole('dialog', { name: far?.en.title })
  await expect(dialog).toBeVisible()
  await stopped(card)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await playing(card)
})

for (const [name, setUp] of [
  ['under reduced motion', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
  [
    'when the browser asks to save data',
    (page: Page) =>
      page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
      ),
  ],
] as const) {
  test(`${name} no card requests a video or plays one`, async ({ page, gotoReady }) => {
    await setUp(page)
    const requests = recordRequests(page)
    await gotoReady('/projects')
    for (const project of looping) {
      const card = cardOf(page, project.slug)
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByRole('img', { name: project.en.alt })).toBeVisible()
    }
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)))
    await expect(page.locator('video')).toHaveCount(0)
    expect(requests.filter(isLoopPath)).toEqual([])
  })
}
