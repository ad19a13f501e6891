import { expect, test } from '../support/fixtures'

// The pages' HTML before any script (heading, language, head tags, JSON-LD, the not-found page,
// the sitemap) is read from the build in tools/prerender/prerender.test.ts.

test('the app’s code is requested only after the page has loaded and painted', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/projects')
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime)
    return { paint: paint?.startTime, load: navigation.loadEventStart, scripts }
  })
  expect(timing.scripts.length).toBeGreaterThan(0)
  expect(timing.paint).toBeDefined()
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Infinity)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load)
})
