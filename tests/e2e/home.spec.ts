import { expect, test } from '../support/fixtures'

/**
 * What the home page says and where its links go. Its accessibility, console and fit at a phone's
 * and a desktop's width are checked with every page's in pages-health.spec.ts.
 */

test.describe('a visitor reads the home page from top to bottom', () => {
  test('in English: hero, what we do, services, featured projects, contact', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')

    await expect(
      page.getByRole('heading', { level: 1, name: 'We make the unreal look real' }),
    ).toBeVisible()
    const hero = page.getByRole('region', { name: 'We make the unreal look real' })
    await expect(hero.getByRole('link', { name: 'Work with us' })).toHaveAttribute(
      'href',
      '/#contact',
    )
    await expect(hero.getByRole('link', { name: 'View our projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'What we do',
      'Services',
      'Featured projects',
      'Trusted by',
      "Let's create something unreal",
    ])
    const services = page.getByRole('region', { name: 'Services' })
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'AI Product Photography',
      'AI-Generated Commercials',
      'Music Videos & Experimental Films',
    ])
    const featured = page.getByRole('region', { name: 'Featured projects' })
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText([
      'Neon Requiem',
      'Casa Marea',
      'Hall of Echoes',
    ])
    const contact = page.getByRole('region', { name: "Let's create something unreal" })
    await expect(
      contact.getByRole('link', { name: /hello@unrealstudio\.example/ }),
    ).toHaveAttribute('href', 'mailto:hello@unrealstudio.example')
    await expect(contact.getByRole('form', { name: 'Send us a message' })).toBeVisible()

    // Every picture loads: one per featured project, counted first, as a loop over no
    // pictures would pass.
    const images = featured.getByRole('img')
    await expect(images).toHaveCount(3)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(
        await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      ).toBeGreaterThan(0)
    }
  })

  test('in Spanish, with Spanish links', async ({ page, gotoReady }) => {
    await gotoReady('/es')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hacemos que lo irreal parezca real' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Qué hacemos',
      'Servicios',
      'Proyectos destacados',
      'Han confiado en nosotros',
      'Creemos algo irreal',
    ])
    await expect(page.getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute(
      'href',
      '/es/projects',
    )
    await expect(page.getByRole('link', { name: 'Ver proyecto: Réquiem de neón' })).toHaveAttribute(
      'href',
      '/es/projects?project=neon-requiem',
    )
  })

  test('fits every width from 320 to 1280 px without sideways scrolling, in its longer language', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/es')
    for (const width of [320, 375, 414, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${width} px`).toBe(0)
    }
  })

  test('"Discover our services" and "Get started" take the visitor down the page', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await page.getByRole('link', { name: 'Discover our services' }).click()
    await expect(page).toHaveURL('/#services')
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeInViewport()

    await page.getByRole('link', { name: 'Get started: AI Product Photography' }).click()
    await expect(page).toHaveURL('/#contact')
    await expect(
      page.getByRole('heading', { level: 2, name: "Let's create something unreal" }),
    ).toBeInViewport()
  })
  // "View all projects": projects-filter.spec.ts, which also checks that it lands on All.
})
