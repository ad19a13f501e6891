import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'

declare global {
  interface Window {
    transitions?: number
    layoutShift?: number
  }
}

/** Counts the view transitions the page starts, and sums its layout shifts. */
async function watchMotion(page: Page) {
  await page.addInitScript(() => {
    window.transitions = 0
    window.layoutShift = 0
    const start = document.startViewTransition?.bind(document)
    if (start) {
      document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
        window.transitions = (window.transitions ?? 0) + 1
        return start(update)
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

for (const { prefix, ourWork, card, title } of [
  { prefix: '', ourWork: 'Our Work', card: 'Open Casa Marea', title: 'Casa Marea' },
  { prefix: '/es', ourWork: 'Nuestro trabajo', card: 'Abrir Casa Marea', title: 'Casa Marea' },
]) {
  test(`moving between pages and opening a project use view transitions, without layout shift (${prefix || '/en'})`, async ({
    page,
    gotoReady,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await watchMotion(page)
    await gotoReady(prefix || '/')
    expect(await transitions(page)).toBe(0)
    await page.getByRole('banner').getByRole('link', { name: ourWork }).click()
    await expect(page).toHaveURL(`${prefix}/projects`)
    await expect.poll(() => transitions(page)).toBe(1)

    await page.getByRole('link', { name: card }).last().click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await expect.poll(() => transitions(page)).toBe(2)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect.poll(() => transitions(page)).toBe(3)
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01)
  })

  test(`under reduced motion nothing transitions (${prefix || '/en'})`, async ({
    page,
    gotoReady,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await watchMotion(page)
    await gotoReady(prefix || '/')
    await page.getByRole('banner').getByRole('link', { name: ourWork }).click()
    await expect(page).toHaveURL(`${prefix}/projects`)
    await page.getByRole('link', { name: card }).last().click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    expect(await transitions(page)).toBe(0)
  })
}
