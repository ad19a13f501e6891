import { expect } from 'vitest'
import { es } from '../../src/i18n/es'
import { byRole, journey } from './journey'

/** Records what a visitor's console would show as errors (from the load event in WebKit). */
function recordErrors() {
  const errors: string[] = []
  Object.assign(window, { errors })
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '))
    consoleError(...args)
  }
  addEventListener('error', (event) => errors.push(`Uncaught: ${event.message}`))
  addEventListener('unhandledrejection', (event) => errors.push(`Unhandled: ${event.reason}`))
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP ${event.violatedDirective} refused ${event.blockedURI || 'inline'}`),
  )
}

/**
 * As tests/e2e/handover-scroll.spec.ts in Chromium: the scroll is made at the load event, before
 * the app's code is requested; a load where the app had already taken over is not counted.
 */
const COUNTED = 2
const MAX_LOADS = 4 * COUNTED

/** Scrolls the page as a visitor would, and says whether the app had already taken over. */
function scrollBeforeTheApp() {
  const appFirst = document.documentElement.dataset.ready === 'true'
  window.scrollTo({ top: 700, behavior: 'instant' })
  return { appFirst, y: Math.round(window.scrollY) }
}

/** Where the page is ten frames on: a scroll the app started would be well under way. */
function scrollYTenFramesOn() {
  return new Promise<number>((resolve) => {
    let frames = 10
    const next = () => (--frames ? requestAnimationFrame(next) : resolve(Math.round(scrollY)))
    requestAnimationFrame(next)
  })
}

// On a phone (WebKit's no narrower than 447 px), in the longer language. Every width and the
// menu's links in Chromium: tests/e2e/home.spec.ts.
journey(
  'on the home page on a phone, a scroll made before the app takes over stays; the page fits, every picture loads in a format the engine takes, no console error; the phone menu opens and closes by keyboard, keeping focus inside and returning it',
  async (page) => {
    for (let load = 1, counted = 0; counted < COUNTED; load += 1) {
      expect(load, `only ${counted} loads before the app`).toBeLessThanOrEqual(MAX_LOADS)
      await page.load('/es', recordErrors)
      const scrolled = await page.evaluate(scrollBeforeTheApp)
      await page.untilInteractive()
      const after = await page.evaluate(scrollYTenFramesOn)
      if (scrolled.appFirst) continue
      counted += 1
      expect(scrolled.y, 'the page did not scroll').toBeGreaterThan(300)
      expect(after, `load ${load}`).toBe(scrolled.y)
    }
    expect(await page.evaluate(() => innerWidth)).toBeLessThanOrEqual(447)
    await page.until(byRole('heading', 'Hacemos que lo irreal parezca real', { level: 1 }), {
      visible: true,
    })
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise(requestAnimationFrame)
      }
    })
    expect(await page.evaluate(() => document.images.length)).toBeGreaterThan(0)
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        ),
      )
      .toEqual([])
    const sideways = () =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    expect(await page.evaluate(sideways)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { errors: string[] }).errors)).toEqual(
      [],
    )

    await page.until(byRole('navigation', es['nav.label']), { visible: false })
    const menuButton = byRole('button', es['nav.openMenu'])
    const menu = byRole('dialog', es['nav.menuTitle'])
    await page.focus(menuButton)
    await page.press('Enter')
    await page.until(menu, { visible: true, holdsFocus: true })
    for (let step = 0; step < 6; step += 1) {
      await page.press('Tab')
      await page.until(menu, { holdsFocus: true })
    }
    await page.press('Escape')
    await page.until(menu, { visible: false })
    await page.until(menuButton, { focused: true, focusVisible: true })
    // Open again with Space, and follow a link with the keyboard.
    await page.press('Space')
    await page.until(menu, { visible: true })
    await page.focus(byRole('link', es['nav.ourWork'], { within: menu }))
    await page.press('Enter')
    await expect.poll(() => page.path()).toBe('/es/projects')
    await page.until(menu, { visible: false })
    await page.until(byRole('heading', es['projects.page.title'], { level: 1 }), { visible: true })
  },
  { viewport: { width: 375, height: 800 } },
)
