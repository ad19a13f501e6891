import { expect, test } from '../support/fixtures'

const pages = [
  { path: '/', lang: 'en', h1: 'We make the unreal look real', title: /^Unreal Studio/ },
  { path: '/projects', lang: 'en', h1: 'Our Work', title: 'Our Work — Unreal Studio' },
  { path: '/es', lang: 'es', h1: 'Hacemos que lo irreal parezca real', title: /^Unreal Studio/ },
  {
    path: '/es/projects',
    lang: 'es',
    h1: 'Nuestro trabajo',
    title: 'Nuestro trabajo — Unreal Studio',
  },
] as const

test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const { path, lang, h1, title } of pages) {
      test(`${path} is real HTML with its heading, language and head tags`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(title)
        const head = page.locator('head')
        await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path === '/' ? '/' : path}$`),
        )
        await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1)
        await expect(head.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(1)
        await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
        await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /\/og-image\.png$/,
        )
        await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        )
        await expect(head.locator('link[rel="manifest"]')).toHaveCount(1)
        const jsonLd = await head.locator('script[type="application/ld+json"]').textContent()
        expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
          '@type': 'Organization',
          name: 'Unreal Studio',
        })
      })
    }

    test('an unknown path gets the not-found page with status 404, in its language', async ({
      page,
    }) => {
      const english = await page.goto('/no/such/page')
      expect(english?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

      const spanish = await page.goto('/es/no-existe')
      expect(spanish?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '¡Uy! Página no encontrada' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    })
  })

  test('the sitemap lists both languages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/projects', '/es', '/es/projects']) {
      expect(sitemap).toContain(`<loc>https://unrealstudio.example${path}</loc>`)
    }
    expect(sitemap).toContain('hreflang="x-default"')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://unrealstudio.example/sitemap.xml')
  })
})

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
