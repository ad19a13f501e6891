import { type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { expect, sidewaysScroll, test } from '../support/fixtures'

/**
 * The home page as the browser lays it out, and as a pointer, a finger and the keyboard meet it:
 * the hero's glow and the cards' reveals, each way of meeting it on one load. What it says and
 * where its links go, in each language: src/features/home/HomePage.test.tsx; its accessibility,
 * console and fit at a phone's and a desktop's width, with every page's, in pages-health.spec.ts;
 * a link to a section of the page scrolling to it, in header.spec.ts ("Work with us").
 */
const heroOf = (page: Page) => page.getByRole('region', { name: 'We make the unreal look real' })

/**
 * Starts watching the hero for any change the glow makes (`data-glow`, or its position in the
 * style attribute). The result resolves once the hero has received `type` and half a second has
 * passed since (the glow is painted in the frame after a pointer move, well within it), to how
 * many changes were seen in all that time: a glow that comes late, or comes and goes, counts.
 */
async function watchGlow(hero: Locator, type: string): Promise<() => Promise<number>> {
  const watching = await hero.evaluateHandle((element, type) => {
    let changes = 0
    const observer = new MutationObserver((records) => {
      changes += records.length
    })
    observer.observe(element, { attributes: true, attributeFilter: ['data-glow', 'style'] })
    const received = new Promise<void>((resolve) =>
      element.addEventListener(type, () => resolve(), { once: true, passive: true }),
    )
    // Wrapped in an object, so that evaluating this does not wait for the promise.
    return {
      done: received
        .then(() => new Promise((resolve) => setTimeout(resolve, 500)))
        .then(() => {
          observer.disconnect()
          return changes
        }),
    }
  }, type)
  return () => watching.evaluate((watching) => watching.done)
}

/** Resolves once the hero has no glow and no glow position: what a visitor without it sees. */
async function expectNoGlow(hero: Locator, glow: () => Promise<number>) {
  expect(await glow()).toBe(0)
  await expect(hero).not.toHaveAttribute('data-glow', 'on')
  expect(await hero.evaluate((element) => element.style.length)).toBe(0)
}

test('with a mouse and a keyboard: the glow follows the mouse, every featured picture loads, the cards reveal their links', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/')
  const hero = heroOf(page)

  await test.step('the hero glow moves to the mouse and fades when the mouse leaves', async () => {
    await expect(hero).not.toHaveAttribute('data-glow', 'on')
    await page.mouse.move(300, 200)
    await page.mouse.move(640, 360, { steps: 5 })
    await expect(hero).toHaveAttribute('data-glow', 'on')
    const position = () =>
      hero.evaluate((element) => [
        element.style.getPropertyValue('--hero-glow-x'),
        element.style.getPropertyValue('--hero-glow-y'),
      ])
    await expect.poll(position).toEqual(['640px', '360px'])
    const heroBottom = await hero.evaluate((element) => element.getBoundingClientRect().bottom)
    await page.mouse.move(640, heroBottom + 10)
    await expect(hero).not.toHaveAttribute('data-glow', 'on')
  })

  await test.step('every featured picture loads', async () => {
    // One per featured project, counted first, as a loop over no pictures would pass.
    const images = page.getByRole('region', { name: 'Featured projects' }).getByRole('img')
    await expect(images).toHaveCount(3)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(
        await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      ).toBeGreaterThan(0)
    }
  })

  await test.step('a service card grows on hover and shows "Get started"', async () => {
    const card = page.getByRole('article', { name: 'AI-Generated Commercials' })
    const link = card.getByRole('link', { name: /^Get started/ })
    await card.scrollIntoViewIfNeeded()
    await expect(link).toHaveCSS('opacity', '0')
    await expect(card).toHaveCSS('transform', 'none')
    await card.hover()
    await expect(link).toHaveCSS('opacity', '1')
    await expect(card).toHaveCSS('transform', 'matrix(1.03, 0, 0, 1.03, 0, 0)')
    await expect(page.getByRole('article', { name: 'AI Product Photography' })).toHaveCSS(
      'transform',
      'none',
    )
    await expectNoAxeViolations(page)
  })

  await test.step('"View project" shows when reached with the keyboard', async () => {
    await page.getByRole('link', { name: 'View all projects' }).focus()
    await page.keyboard.press('Tab')
    const card = page.getByRole('article', { name: 'Neon Requiem' })
    const link = card.getByRole('link', { name: 'View project: Neon Requiem' })
    await expect(link).toBeFocused()
    await expect(card.getByText('Music Video', { exact: true })).toHaveCSS('opacity', '1')
    await expect(link).toBeInViewport()
  })

  await test.step('"Get started" shows when reached with the keyboard', async () => {
    await page.getByRole('link', { name: 'Discover our services' }).focus()
    await page.keyboard.press('Tab')
    const reached = page.getByRole('link', { name: 'Get started: AI Product Photography' })
    await expect(reached).toBeFocused()
    await expect(reached).toHaveCSS('opacity', '1')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/#contact')
    // The glide to the form is over before the next step scrolls (two glides race on a busy machine).
    await expect(page.locator('#contact')).toBeInViewport()
    let last = -1
    await expect.poll(async () => last === (last = await page.evaluate(() => scrollY))).toBe(true)
  })

  await test.step('a featured project reveals category, description and "View project" on hover', async () => {
    const card = page.getByRole('article', { name: 'Casa Marea' })
    const category = card.getByText('Commercial', { exact: true })
    const description = card.getByText(/A campaign concept for beachfront homes/)
    await page.mouse.move(0, 0) // off the cards the earlier steps hovered
    await card.scrollIntoViewIfNeeded()
    await expect(category).toHaveCSS('opacity', '0')
    await expect(description).not.toBeInViewport()
    await card.hover()
    await expect(category).toHaveCSS('opacity', '1')
    await expect(description).toBeInViewport()
    const link = card.getByRole('link', { name: 'View project: Casa Marea' })
    await expect(link).toBeInViewport()
    await link.click()
    await expect(page).toHaveURL('/projects?project=casa-marea')
  })
})

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the glow never turns on; the hovered service card does not scale, but its link still shows', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await test.step('the glow never turns on', async () => {
      const hero = heroOf(page)
      const glow = await watchGlow(hero, 'pointermove')
      await page.mouse.move(500, 300, { steps: 5 })
      await expectNoGlow(hero, glow)
    })
    await test.step('the hovered service card does not scale, but its link shows', async () => {
      const card = page.getByRole('article', { name: 'Music Videos & Experimental Films' })
      await card.scrollIntoViewIfNeeded()
      await card.hover()
      await expect(card.getByRole('link', { name: /^Get started/ })).toHaveCSS('opacity', '1')
      await expect(card).toHaveCSS('transform', 'none')
    })
  })
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })

  test('a tap does not light the glow; every link and description shows without hovering', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await test.step('a tap does not light the glow', async () => {
      const hero = heroOf(page)
      const title = await page.getByRole('heading', { level: 1 }).boundingBox()
      if (!title) throw new Error('the hero title is not on screen')
      // A tap's last event is its click, after its pointer and mouse events.
      const glow = await watchGlow(hero, 'click')
      await page.touchscreen.tap(title.x + 10, title.y + 10)
      await expectNoGlow(hero, glow)
    })
    await test.step('every link and description shows without hovering', async () => {
      const services = page.getByRole('region', { name: 'Services' })
      // One link per service, counted first, as a loop over no links would pass.
      const links = services.getByRole('link', { name: /^Get started/ })
      await expect(links).toHaveCount(3)
      for (const link of await links.all()) {
        await expect(link).toHaveCSS('opacity', '1')
      }
      const card = page.getByRole('article', { name: 'Hall of Echoes' })
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByText('Documentary', { exact: true })).toHaveCSS('opacity', '1')
      await expect(card.getByRole('link', { name: 'View project: Hall of Echoes' })).toBeVisible()
    })
  })
})

test('fits every width from 320 to 1280 px without sideways scrolling, in its longer language', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/es')
  for (const width of [320, 375, 414, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await sidewaysScroll(page), `${width} px`).toBe(0)
  }
})
