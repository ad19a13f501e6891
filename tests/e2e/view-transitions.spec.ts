import { type Page } from '@playwright/test'
import { expect, focusMovedInto, scrollBy, scrollY, test } from '../support/fixtures'

declare global {
  interface Window {
    transitions?: number
    /** Per view transition: whether a picture grew from its place into another's. */
    grew?: boolean[]
    layoutShift?: number
  }
}

/** Counts view transitions, notes whether the project's picture grew in each, sums layout shift. */
async function watchMotion(page: Page) {
  await page.addInitScript(() => {
    window.transitions = 0
    window.grew = []
    window.layoutShift = 0
    const start = document.startViewTransition?.bind(document)
    if (start) {
      document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
        window.transitions = (window.transitions ?? 0) + 1
        const transition = start(update)
        const grew = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                (animation.effect as KeyframeEffect | null)?.pseudoElement ===
                '::view-transition-group(project-picture)',
            )
        transition.ready.then(
          () => window.grew?.push(grew()),
          () => window.grew?.push(false),
        )
        return transition
      }) as typeof document.startViewTransition
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        window.layoutShift = (window.layoutShift ?? 0) + entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const transitions = (page: Page) => page.evaluate(() => window.transitions)
test('moving between pages, Back and Forward, and opening a project use view transitions, the card growing into the modal, without layout shift; under reduced motion nothing transitions', async ({
  page,
  gotoReady,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await watchMotion(page)
  await gotoReady('/')
  expect(await transitions(page)).toBe(0)
  const home = await scrollBy(page, 900)
  const ourWork = page.getByRole('banner').getByRole('link', { name: 'Our Work' })
  await ourWork.click()
  await expect(page).toHaveURL('/projects')
  await expect.poll(() => transitions(page)).toBe(1)

  await test.step('a link opens a page at its top; Back and Forward return each where it was left', async () => {
    await expect.poll(() => scrollY(page)).toBe(0)
    const projects = await scrollBy(page, 600)
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect.poll(() => scrollY(page)).toBe(home)
    await page.goForward()
    await expect(page).toHaveURL('/projects')
    await expect.poll(() => scrollY(page)).toBe(projects)
  })

  const travelled = Number(await transitions(page))
  const openCasaMarea = page.getByRole('link', { name: 'Open Casa Marea' }).last()
  await openCasaMarea.click()
  const dialog = page.getByRole('dialog', { name: 'Casa Marea' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => transitions(page)).toBe(travelled + 1)
  await focusMovedInto(dialog)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => transitions(page)).toBe(travelled + 2)
  const grew = () => page.evaluate(() => window.grew ?? [])
  await expect.poll(async () => (await grew()).slice(-2)).toEqual([true, true])
  expect((await grew())[0]).toBe(false)
  expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01)

  await test.step('under reduced motion nothing transitions', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Unreal Studio/ })
      .click()
    await expect(page).toHaveURL('/')
    await ourWork.click()
    await expect(page).toHaveURL('/projects')
    await openCasaMarea.click()
    await expect(dialog).toBeVisible()
    expect(await transitions(page)).toBe(travelled + 2)
  })
})
