import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

// In English only: the Spanish not-found page is the same page in other words (its language and
// status: tools/prerender/prerender.test.ts and pages-health.spec.ts).
journey('an unknown address shows the 404 page, with a way home', async (page) => {
  await page.goto('/this/does/not/exist')
  await expect
    .poll(() => page.see(byRole('heading', 'Oops! Page not found')))
    .toMatchObject({ visible: true })
  expect(await page.evaluate(() => document.body.innerText)).toContain('404')
  expect(await page.evaluate(() => document.title)).toBe('Page not found — Unreal Studio')

  await page.click(byRole('link', 'Return to Home'))
  await expect.poll(() => page.path()).toBe('/')
  await expect
    .poll(() => page.see(byRole('heading', 'We make the unreal look real', { level: 1 })))
    .toMatchObject({ visible: true })
})
