import { expect } from 'vitest'
import { publishedProjects } from '../publishedProjects'
import { byRole, journey } from './journey'

/** The header's background as the visitor sees it, and whether the page behind is blurred. */
const headerLook = () => {
  const style = getComputedStyle(document.querySelector('header') ?? document.body)
  return { background: style.backgroundColor, blurred: style.backdropFilter.includes('blur') }
}
const clear = { background: 'rgba(0, 0, 0, 0)', blurred: false }
const scrollTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' })
const scrollY = () => Math.round(window.scrollY)

/** Whether the heading is on screen and not under the fixed header. */
const clearOfHeader = (name: string) => {
  const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === name)
  const header = document.querySelector('header')
  if (!heading || !header) return false
  const { top, bottom } = heading.getBoundingClientRect()
  return top >= header.getBoundingClientRect().bottom && bottom <= innerHeight
}
const contactTitle = "Let's create something unreal"

const card = byRole('link', 'Open Casa Marea', { within: byRole('region', 'All projects') })
const modal = byRole('dialog', 'Casa Marea')
const close = byRole('button', 'Close', { within: modal })

const slug = publishedProjects.find((project) => project.loop)?.slug ?? ''
/** A card's video as the visitor sees it: how far it has played, and which file it took. */
const loopOf = (slug: string) => {
  const video = document.getElementById(`project-card-${slug}`)?.closest('article')
  const loop = video?.querySelector('video')
  return (
    loop && { time: loop.currentTime, paused: loop.paused, file: loop.currentSrc.split('/').pop() }
  )
}

/** As the open dialog starts to animate out after the next click, the page stays busy for
 * 600 ms (a long task, as on a slow phone). */
const busyAsTheDialogCloses = () => {
  const dialog = document.querySelector('[role="dialog"]')
  if (!dialog) throw new Error('no dialog')
  const animation = () => getComputedStyle(dialog).animationName
  const shown = animation()
  const observer = new MutationObserver(() => {
    if (animation() === shown) return
    observer.disconnect()
    for (const end = performance.now() + 600; performance.now() < end;);
  })
  addEventListener('click', () => observer.observe(dialog, { attributes: true }), {
    once: true,
    capture: true,
  })
}

journey(
  'a card\'s loop plays in a format the engine takes; a project opens from its card, keeps focus inside, and Close (while the phone is busy), Escape and Back return to the card; the header is clear at the top, dark and blurred past 50 px, clear again at 40; "Work with us" brings the contact section below it, twice',
  async (page) => {
    await page.goto('/projects')
    await page.evaluate(
      (id) => document.getElementById(id)?.closest('article')?.scrollIntoView({ block: 'center' }),
      `project-card-${slug}`,
    )
    await expect
      .poll(async () => (await page.evaluate(loopOf, slug))?.time ?? 0)
      .toBeGreaterThan(0.5)
    const seen = await page.evaluate(loopOf, slug)
    expect(seen).toMatchObject({
      paused: false,
      file: expect.stringMatching(new RegExp(`^${slug}\\.(webm|mp4)$`)),
    })
    console.info(`played ${seen?.file}`) // which file this engine chose (issue 34's closing note)

    // WebKit can end the exit animation before the dialog listens for it (chakra-ui/zag#3349):
    // the closed dialog stayed, invisible, over the page. A few rounds catch it in most runs.
    for (let round = 0; round < 4; round += 1) {
      await page.click(card)
      await expect.poll(() => page.path()).toBe('/projects?project=casa-marea')
      await page.until(modal, { visible: true, holdsFocus: true })
      const scrolled = await page.evaluate(scrollY)
      if (round === 0) {
        await page.until(byRole('heading', 'Project Overview', { within: modal }), {
          visible: true,
        })
        for (let step = 0; step < 6; step += 1) {
          await page.press('Tab')
          await page.until(modal, { holdsFocus: true })
        }
      }
      await page.evaluate(busyAsTheDialogCloses)
      await page.click(close)
      await page.until(modal, { count: 0 })
      await expect.poll(() => page.path()).toBe('/projects')
      await page.until(card, { focused: true })
      expect(await page.evaluate(scrollY)).toBe(scrolled)
    }
    // By keyboard: Enter opens it, Escape closes it, the card's ring back; again, and Back.
    await page.press('Enter')
    await page.until(modal, { visible: true })
    await page.press('Escape')
    await page.until(modal, { count: 0 })
    await page.until(card, { focused: true, focusVisible: true })
    await page.press('Enter')
    await page.until(modal, { visible: true })
    await page.back()
    await page.until(modal, { count: 0 })
    await expect.poll(() => page.path()).toBe('/projects')
    await page.until(card, { focused: true })

    await page.evaluate(scrollTo, 0)
    await expect.poll(() => page.evaluate(headerLook)).toMatchObject(clear)
    await page.evaluate(scrollTo, 400)
    await expect
      .poll(() => page.evaluate(headerLook))
      .toMatchObject({
        background: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/),
        blurred: true,
      })
    await page.evaluate(scrollTo, 40)
    await expect.poll(() => page.evaluate(headerLook)).toMatchObject(clear)

    const workWithUs = byRole('link', 'Work with us', { within: byRole('navigation', 'Main') })
    await page.click(workWithUs)
    await expect.poll(() => page.path()).toBe('/#contact')
    await expect.poll(() => page.evaluate(clearOfHeader, contactTitle)).toBe(true)
    await page.evaluate(scrollTo, 0)
    await expect.poll(() => page.evaluate(clearOfHeader, contactTitle)).toBe(false)
    await page.click(workWithUs)
    await expect.poll(() => page.evaluate(clearOfHeader, contactTitle)).toBe(true)
    expect(await page.path()).toBe('/#contact')
  },
)
