import { expect } from 'vitest'
import { publishedProjects } from '../publishedProjects'
import { byRole, journey } from './journey'

const grid = byRole('region', 'All projects')
const card = byRole('link', 'Open Casa Marea', { within: grid })
const modal = byRole('dialog', 'Casa Marea')
const close = byRole('button', 'Close', { within: modal })
const scrollY = () => Math.round(window.scrollY)

const looping = publishedProjects.find((project) => project.loop)
/** A card's video as the visitor sees it: how far it has played, and which file it took. */
const loopOf = (slug: string) => {
  const video = document
    .getElementById(`project-card-${slug}`)
    ?.closest('article')
    ?.querySelector('video')
  return (
    video && {
      time: video.currentTime,
      paused: video.paused,
      file: video.currentSrc.split('/').pop(),
    }
  )
}

journey(
  "a card's loop plays in a format the engine takes; a project opens from its card, keeps focus inside, and Close, Escape and Back return to the card",
  async (page) => {
    await page.goto('/projects')
    const slug = looping?.slug ?? ''
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

    await page.click(card)
    await expect.poll(() => page.path()).toBe('/projects?project=casa-marea')
    await page.until(modal, { visible: true, holdsFocus: true })
    await page.until(byRole('heading', 'Project Overview', { within: modal }), { visible: true })
    const scrolled = await page.evaluate(scrollY)
    for (let step = 0; step < 6; step += 1) {
      await page.press('Tab')
      await page.until(modal, { holdsFocus: true })
    }
    await page.click(close)
    await page.until(modal, { count: 0 })
    await expect.poll(() => page.path()).toBe('/projects')
    await page.until(card, { focused: true })
    expect(await page.evaluate(scrollY)).toBe(scrolled)

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
  },
)
