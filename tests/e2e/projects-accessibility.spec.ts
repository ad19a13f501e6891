import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { animationsFinished, expect, projectModalShown, test } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page) {
  // Check what the visitor ends up seeing: a tooltip or modal still fading in has, for a moment,
  // less contrast than it will have.
  await animationsFinished(page)
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))
}

test.beforeEach(async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>',
    }),
  )
})

for (const { width, height } of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('the projects page and its open modals pass axe in both languages', async ({
      page,
      gotoReady,
    }) => {
      test.slow() // six pages, each loaded and checked by axe
      for (const [prefix, video, image] of [
        ['', 'Hall of Echoes', 'Casa Marea'],
        ['/es', 'Sala de ecos', 'Casa Marea'],
      ] as const) {
        await test.step(`${prefix || '/en'}: page`, async () => {
          await gotoReady(`${prefix}/projects`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          expect(await violations(page)).toEqual([])
        })
        for (const [slug, name] of [
          ['hall-of-echoes', video],
          ['casa-marea', image],
        ] as const) {
          await test.step(`${prefix || '/en'}: ${slug} modal`, async () => {
            await gotoReady(`${prefix}/projects?project=${slug}`)
            await expect(page.getByRole('dialog', { name })).toBeVisible()
            await projectModalShown(page)
            expect(await violations(page)).toEqual([])
          })
        }
      }
    })
  })
}
