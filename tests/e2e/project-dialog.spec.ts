import { type Page } from '@playwright/test'
import { isLoopPath } from '../../shared/media'
import { projectWindowWords } from '../../src/i18n/projectWindow'
import { publishedProjects } from '../publishedProjects'
import {
  expect,
  focusMovedInto,
  test,
  twoFrames,
  waitUntilInteractive,
  watchNetwork,
} from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/** Starts recording the scripts the page receives; the result says whether one of them matches. */
function recordScripts(page: Page) {
  const reading: Promise<{ url: string; body: string }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const url = response.url()
    reading.push(
      response.text().then(
        (body) => ({ url, body }),
        () => ({ url, body: '' }),
      ),
    )
  })
  return async (matches: (script: { url: string; body: string }) => boolean) =>
    (await Promise.all(reading)).some(matches)
}

/** Ark UI's dialog (zag's dialog machine) is the only code on the site that sets `aria-modal`. */
const dialogCode = ({ body }: { body: string }) => body.includes('aria-modal')
const modalChunk = ({ url }: { url: string }) => /\/ProjectModal-[\w-]+\.js$/.test(url)
/** What an open project shows (the comparison, the outcome, what comes next) and its words. */
const windowBody = ({ body }: { body: string }) =>
  body.includes(projectWindowWords.en['related.write'])

/**
 * Where the focus is: the player's focused control (or its title, with no control focused), the
 * accessible name of another element in the dialog, or 'outside' (the page behind, the browser).
 */
async function focusInDialog(page: Page) {
  const focused = await page.getByRole('dialog').evaluate((dialog) => {
    const focused = document.activeElement
    if (focused instanceof HTMLIFrameElement && dialog.contains(focused)) {
      return { player: focused.title }
    }
    if (!document.hasFocus() || !focused || !dialog.contains(focused)) return 'outside'
    const picture = focused.querySelector('img')?.alt
    return (
      focused.getAttribute('aria-label') ??
      (focused.textContent?.trim() || picture || focused.tagName)
    )
  })
  if (typeof focused === 'string') return focused
  const player = await page.getByRole('dialog').locator('iframe').elementHandle()
  const control = await (
    await player?.contentFrame()
  )?.evaluate(() =>
    document.activeElement === document.body ? '' : document.activeElement?.textContent,
  )
  return control || focused.player
}

test.use({ viewport: { width: 1280, height: 800 } })

test('a project card opens its modal, once its code has loaded as it is about to open; its film plays only when asked, in its own shape, and says when it cannot load; the close button, Escape and Back close it; the address keeps it open', async ({
  page,
  gotoReady,
}) => {
  test.slow() // two pages, five dialogs, three films, a reload and a keyboard tour
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.youtube-nocookie.com/')) asked.push(request.url())
  })
  await stubVideoHost(page)
  const received = recordScripts(page)
  const grid = page.getByRole('region', { name: 'All projects' })
  const card = grid.getByRole('link', { name: 'Open Hall of Echoes' })

  await test.step('no dialog code on the home page, nor on the projects page until a card is about to open', async () => {
    // Everything the pages load, but the cards' loops, which keep streaming while they play.
    const networkRests = watchNetwork(page, isLoopPath)
    await gotoReady('/')
    await networkRests()
    expect(await received(() => true)).toBe(true)
    expect(await received(dialogCode)).toBe(false)
    // Hydrated first: before that a card is a plain link, which loads the page anew.
    await gotoReady('/projects')
    await networkRests()
    expect(await received(modalChunk)).toBe(false)
    expect(await received(dialogCode)).toBe(false)
    expect(await received(windowBody)).toBe(false)
    await card.hover()
    await expect.poll(() => received(modalChunk)).toBe(true)
    await expect.poll(() => received(dialogCode)).toBe(true)
  })

  await card.scrollIntoViewIfNeeded()
  const scrollY = await page.evaluate(() => window.scrollY)
  expect(scrollY).toBeGreaterThan(0)

  await card.click()
  await expect(page).toHaveURL('/projects?project=hall-of-echoes')
  const dialog = page.getByRole('dialog', { name: 'Hall of Echoes' })
  await expect(dialog).toBeVisible()
  expect(await received(windowBody)).toBe(true)
  // What it shows: ProjectsPage.test.tsx. Hall of Echoes is 16:9.
  await playsWhenAsked(page, 'Hall of Echoes', 16 / 9)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
  // (The page behind stays put under the wheel and keys: dialogs-scroll-lock.spec.ts.)

  // The player takes the focus, and Tab goes round the dialog's stops and on round again, never
  // leaving it. (Right after a Tab, focus may briefly sit on the page behind, hence the poll:
  // where it settles is what a visitor sees.)
  const stills = publishedProjects.find(({ slug }) => slug === 'hall-of-echoes')?.gallery ?? []
  const stops = [
    'Share',
    'Close',
    // The stub player's one control (tests/support/videoHost.ts).
    'Pause',
    'Watch Hall of Echoes on YouTube',
    'How we use AI',
    ...stills.map(({ en }) => en),
    // No other documentary: the most recent first (src/features/projects/relatedProjects.ts).
    'Neon Requiem',
    'Lumen Serum',
    'Casa Marea',
    'Write to us about a project like this',
  ]
  await expect.poll(() => focusInDialog(page)).toBe('Hall of Echoes — video')
  for (const stop of [...stops.slice(2), ...stops]) {
    await page.keyboard.press('Tab')
    await expect.poll(() => focusInDialog(page), `Tab to ${stop}`).toBe(stop)
    await twoFrames(page) // no visitor presses two keys faster
  }

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/projects')
  await expect(card).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)

  // From the carousel, by keyboard, and closed with Escape.
  const slide = page
    .getByRole('region', { name: 'Projects', exact: true })
    .getByRole('link', { name: 'Open Casa Marea' })
  await slide.focus()
  await page.keyboard.press('Enter')
  const imageDialog = page.getByRole('dialog', { name: 'Casa Marea' })
  await expect(imageDialog).toBeVisible()
  await expect(page).toHaveURL('/projects?project=casa-marea')
  await expect(
    imageDialog.getByRole('img', {
      name: 'White terraced houses above a turquoise beach at golden hour.',
      exact: true,
    }),
  ).toBeVisible()
  await expect(imageDialog.locator('iframe')).toHaveCount(0)
  await focusMovedInto(imageDialog)
  await page.keyboard.press('Escape')
  await expect(imageDialog).toBeHidden()
  await expect(page).toHaveURL('/projects')
  await expect(slide).toBeFocused()

  await test.step('the open project lives in the address: Back closes it, Forward and reload reopen it', async () => {
    const card = grid.getByRole('link', { name: 'Open Neon Requiem' })
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Neon Requiem' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL('/projects?project=neon-requiem')
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/projects')
    await expect(card).toBeFocused()
    await page.goForward()
    await expect(dialog).toBeVisible()
    await page.reload()
    await waitUntilInteractive(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Project Overview' })).toBeVisible()
    // Closing a reopened modal goes back to the page's own entry, not a new one.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/projects')
    await page.goForward()
    await expect(dialog).toBeVisible()
  })

  await test.step('a vertical film; one whose host cannot be reached says so and leaves the dialog usable', async () => {
    // Neon Requiem's index.en.md: aspect 9:16.
    await playsWhenAsked(page, 'Neon Requiem', 9 / 16)
    const dialog = page.getByRole('dialog', { name: 'Neon Requiem' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.unrouteAll()
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.abort('internetdisconnected'),
    )
    const card = grid.getByRole('link', { name: 'Open Neon Requiem' })
    await card.click()
    await dialog.getByRole('button', { name: 'Play Neon Requiem' }).click()
    await expect(dialog.getByRole('status')).toHaveText(/^The film could not load here\./)
    const link = dialog.getByRole('link', { name: 'Watch Neon Requiem on YouTube' })
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    await expect(link).toBeFocused()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/projects')
    await expect(card).toBeFocused()
  })
  // No error but the film host's, refused on purpose.
  expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])

  /** Plays the open project's film: nothing asked of its host before, its frame in its shape. */
  async function playsWhenAsked(page: Page, title: string, shape: number) {
    const dialog = page.getByRole('dialog', { name: title })
    // The project's own picture stands in for the film.
    await expect(dialog.getByRole('img').first()).toHaveJSProperty('complete', true)
    expect(asked).toEqual([])
    await dialog.getByRole('button', { name: `Play ${title}` }).click()
    const frame = dialog.getByTitle(`${title} — video`)
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    )
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    await expect(frame).toHaveAttribute('allow', /encrypted-media/)
    await expect(frame.contentFrame().getByText('Player')).toBeVisible()
    // The frame has the film's shape, and fits the screen.
    const box = await frame.boundingBox()
    expect(box && box.width / box.height).toBeCloseTo(shape, 1)
    expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0)
    expect(asked.length).toBeGreaterThan(0)
    asked.length = 0
  }
})
