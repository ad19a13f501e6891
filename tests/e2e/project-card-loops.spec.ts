import type { Locator, Page } from '@playwright/test'
import { isLoopPath } from '../../shared/media'
import { publishedProjects } from '../publishedProjects'
import {
  expect,
  recordRequests,
  test,
  waitUntilInteractive,
  watchNetwork,
} from '../support/fixtures'
import { watchPage } from '../support/pageWatch'

const looping = publishedProjects.filter((project) => project.loop)
/** On a phone the grid is one column: its last looping card is far below the first screen. */
const far = looping[looping.length - 1]
// (That the demo projects have loops: tests/integration/builtSite.test.ts.)
if (!far) throw new Error('no published project has a loop')
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

/** Once the network has rested half a second: a card near the screen has asked by then. */
const networkRests = (page: Page) => watchNetwork(page)()

/** The card's video stops and stays so (no play, same time) until `undo` has run; then it plays. */
async function stopsUntil(page: Page, card: Locator, undo: () => Promise<unknown>) {
  const video = card.locator('video')
  await expect.poll(async () => (await loopOf(card)).paused).toBe(true)
  const at = await video.evaluate((video: HTMLVideoElement) => {
    delete video.dataset.played
    video.addEventListener('play', () => (video.dataset.played = 'yes'))
    return video.currentTime
  })
  await networkRests(page)
  const since = await video.evaluate((video: HTMLVideoElement) => ({
    played: video.dataset.played,
    time: video.currentTime,
    paused: video.paused,
  }))
  expect(since).toEqual({ played: undefined, time: at, paused: true })
  await undo()
  await playing(card)
}

test(`no card requests a video or plays one under reduced motion or Save-Data; with both off, a card's loop loads only from half a screen below the viewport, plays in view (the MP4, in parts, where WebM is not taken), and stops out of view, with the tab hidden and under a dialog`, async ({
  page,
  gotoReady,
  baseURL,
}) => {
  const watch = await watchPage(page, new URL(baseURL ?? '').origin)
  // Save-Data is read once as the page starts; reduced motion is followed as it changes.
  await page.addInitScript(() => {
    const saveData = sessionStorage.getItem('test:save-data') !== 'off'
    Object.defineProperty(navigator, 'connection', { value: { saveData } })
  })
  // The WebM fails, as for a browser without VP9: the video takes the MP4. (Firefox and WebKit
  // play the loop: tests/engines/projects-page.journey.ts.)
  await page.route('**/videos/projects/*.webm', (route) => route.abort('failed'))
  const mp4Answers: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/videos/projects/${far.slug}.mp4`) {
      mp4Answers.push(response.status())
    }
  })
  const requests = recordRequests(page)
  const farLoop = () => requests.filter((path) => path.startsWith(`/videos/projects/${far.slug}.`))
  const card = cardOf(page, far.slug)
  /** Every looping card scrolled into view: none asks for its video, none plays. */
  const noLoop = async () => {
    for (const project of looping) {
      const card = cardOf(page, project.slug)
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByRole('img', { name: project.en.alt })).toBeVisible()
    }
    await networkRests(page)
    await expect(page.locator('video')).toHaveCount(0)
    expect(requests.filter(isLoopPath)).toEqual([])
  }

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoReady('/projects')
  await test.step('under reduced motion and Save-Data, then Save-Data alone, then reduced motion alone', async () => {
    await noLoop()
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await noLoop()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(() => sessionStorage.setItem('test:save-data', 'off'))
    await page.reload()
    await waitUntilInteractive(page)
    await noLoop()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.emulateMedia({ reducedMotion: 'no-preference' })
  })

  await test.step('requested from half a screen below the viewport, not before', async () => {
    const picture = card.getByRole('img', { name: far.en.alt })
    /** Scrolls so that the picture's top is `below` px under the bottom of the viewport. */
    const scrollToBelow = (below: number) =>
      picture.evaluate((image, below) => {
        const top = image.getBoundingClientRect().top + window.scrollY
        window.scrollTo({ top: top - window.innerHeight - below, behavior: 'instant' })
      }, below)
    const margin = phone.height / 2 // the card's "near": half the viewport's height
    await scrollToBelow(margin + 24)
    await networkRests(page)
    expect(farLoop()).toEqual([])
    await expect(card.locator('video')).toHaveCount(0)
    await scrollToBelow(margin - 24)
    await expect.poll(farLoop).not.toEqual([])
  })

  await test.step('in view it plays, muted, inline, without controls, hidden from assistive technology', async () => {
    await card.scrollIntoViewIfNeeded()
    await playing(card)
    expect(await loopOf(card)).toMatchObject({
      muted: true,
      inline: true,
      controls: false,
      hidden: true,
      source: `${far.slug}.mp4`,
    })
    expect(mp4Answers).toContain(206) // asked for in parts, answered in parts
    await expect(card.getByRole('img', { name: far.en.alt })).toBeAttached()
  })

  await test.step('out of view it stops, and plays again in view', async () => {
    await page.evaluate(() => window.scrollTo(0, 0))
    await stopsUntil(page, card, () => card.scrollIntoViewIfNeeded())
  })

  await test.step('it stops while the tab is hidden, and plays again when shown', async () => {
    const setShown = (shown: boolean) =>
      page.evaluate((visible) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (visible ? 'visible' : 'hidden'),
        })
        document.dispatchEvent(new Event('visibilitychange'))
      }, shown)
    await setShown(false)
    await stopsUntil(page, card, () => setShown(true))
  })

  await test.step('it stops while its project is open, and plays again once closed', async () => {
    await card.getByRole('link').click()
    const dialog = page.getByRole('dialog', { name: far.en.title })
    await expect(dialog).toBeVisible()
    await stopsUntil(page, card, async () => {
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
  })

  // Loaded and played under the site's policy (media-src 'self'); no error but the WebM's.
  expect(watch.problems().cspViolations).toEqual([])
  const errors = watch.problems().consoleErrors.filter((error) => !error.includes('.webm)'))
  expect(errors).toEqual([])
})
