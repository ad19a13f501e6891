import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

/** Resolves once the app has hydrated the prerendered HTML (the root sets `<html data-ready>`). */
export async function waitUntilInteractive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
}

/**
 * Playwright's `test` whose page waits, after every full page load (goto, reload, back, forward),
 * until the app is interactive — as a visitor's next tap would land on a working page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args)
            const type = response?.headers()['content-type'] ?? 'text/html'
            if (type.includes('text/html')) await waitUntilInteractive(page)
            return response
          },
        })
      }
    }
    await use(page)
  },
})
