import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { richBlocks } from '../../tools/content/parseRichText'
import { plainText } from '../../src/content/richText'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { publishedProjects } from '../publishedProjects'
import { expectNoAxeViolations } from '../support/axe'
import {
  expect,
  focusMovedInto,
  projectModalShown,
  sidewaysScroll,
  test,
  twoFrames,
} from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/**
 * The home page as a pointer, a finger and the keyboard meet it, one load each. Its words and
 * links: HomePage.test.tsx; axe, console, fit: pages-health.spec.ts; its anchor: header.spec.ts.
 */
const heroOf = (page: Page) => page.getByRole('region', { name: 'We make the unreal look real' })

/** After `act` and the frame that would paint a glow, none is on. */
async function expectNoGlow(page: Page, act: () => Promise<void>) {
  await act()
  await twoFrames(page)
  const hero = heroOf(page)
  await expect(hero).not.toHaveAttribute('data-glow', 'on')
  expect(await hero.evaluate((element) => element.style.length)).toBe(0)
}

test('with a mouse and a keyboard: the glow follows the mouse, every featured picture loads, the cards reveal their links', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/')
  const hero = heroOf(page)

  await test.step('the hero glow moves to the mouse and fades when the mouse leaves', async () => {
    await expect(hero).not.toHaveAttribute('data-glow', 'on')
    await page.mouse.move(300, 200)
    await page.mouse.move(640, 360, { steps: 5 })
    await expect(hero).toHaveAttribute('data-glow', 'on')
    const position = () =>
      hero.evaluate((element) => [
        element.style.getPropertyValue('--hero-glow-x'),
        element.style.getPropertyValue('--hero-glow-y'),
      ])
    await expect.poll(position).toEqual(['640px', '360px'])
    const heroBottom = await hero.evaluate((element) => element.getBoundingClientRect().bottom)
    await page.mouse.move(640, heroBottom + 10)
    await expect(hero).not.toHaveAttribute('data-glow', 'on')
  })

  await test.step('every featured picture loads', async () => {
    // One per featured project, counted first, as a loop over no pictures would pass.
    const images = page.getByRole('region', { name: 'Featured projects' }).getByRole('img')
    await expect(images).toHaveCount(3)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(
        await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      ).toBeGreaterThan(0)
    }
  })

  await test.step('a service card grows on hover and shows "Get started"', async () => {
    const card = page.getByRole('article', { name: 'AI-Generated Commercials' })
    const link = card.getByRole('link', { name: /^Get started/ })
    await card.scrollIntoViewIfNeeded()
    await expect(link).toHaveCSS('opacity', '0')
    await expect(card).toHaveCSS('transform', 'none')
    await card.hover()
    await expect(link).toHaveCSS('opacity', '1')
    await expect(card).toHaveCSS('transform', 'matrix(1.03, 0, 0, 1.03, 0, 0)')
    await expect(page.getByRole('article', { name: 'AI Product Photography' })).toHaveCSS(
      'transform',
      'none',
    )
    await expectNoAxeViolations(page)
  })

  await test.step('"View project" shows when reached with the keyboard', async () => {
    await page.getByRole('link', { name: 'View all projects' }).focus()
    await page.keyboard.press('Tab')
    const card = page.getByRole('article', { name: 'Neon Requiem' })
    const link = card.getByRole('link', { name: 'View project: Neon Requiem' })
    await expect(link).toBeFocused()
    await expect(card.getByText('Music Video', { exact: true })).toHaveCSS('opacity', '1')
    await expect(link).toBeInViewport()
  })

  await test.step('a featured project reveals category, description and "View project" on hover', async () => {
    const card = page.getByRole('article', { name: 'Casa Marea' })
    const category = card.getByText('Commercial', { exact: true })
    const description = card.getByText(/A campaign concept for beachfront homes/)
    await page.mouse.move(0, 0) // off the cards the earlier steps hovered
    await card.scrollIntoViewIfNeeded()
    await expect(category).toHaveCSS('opacity', '0')
    await expect(description).not.toBeInViewport()
    await card.hover()
    await expect(category).toHaveCSS('opacity', '1')
    await expect(description).toBeInViewport()
    await expect(card.getByRole('link', { name: 'View project: Casa Marea' })).toBeInViewport()
  })

  await test.step('"Get started" shows when reached with the keyboard', async () => {
    await page.getByRole('link', { name: 'Discover our services' }).focus()
    await page.keyboard.press('Tab')
    const reached = page.getByRole('link', { name: 'Get started: AI Product Photography' })
    await expect(reached).toBeFocused()
    await expect(reached).toHaveCSS('opacity', '1')
  })
})

// Under reduced motion, a page scrolls to a focused element at once (src/styles/global.css.ts):
// where the element ends up is what counts, and a smooth scroll would still be under way.
test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the glow never turns on; the skip link and every focused element show below the header; a hovered card does not scale; the privacy page from the footer', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await page.waitForLoadState('networkidle')
    await test.step('the glow never turns on', () =>
      expectNoGlow(page, () => page.mouse.move(500, 300, { steps: 5 })))

    await test.step('the first Tab reaches a visible skip link that moves focus to the main content', async () => {
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
    })

    await test.step('a focused element is never hidden under the fixed header', async () => {
      const header = page.locator('header').first()
      const headerBottom = await header.evaluate(
        (element) => element.getBoundingClientRect().bottom,
      )
      // Those in the fixed header itself are skipped, so the count shows the page's own were checked.
      let checked = 0
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press('Tab')
        const box = await page.evaluate(() => {
          const element = document.activeElement
          if (!element || element === document.body) return null
          let fixed = false
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).position === 'fixed') fixed = true
          }
          return { top: element.getBoundingClientRect().top, fixed }
        })
        if (!box || box.fixed) continue
        expect(box.top).toBeGreaterThanOrEqual(headerBottom - 1)
        checked += 1
      }
      expect(checked).toBeGreaterThan(0)
    })

    await test.step('the hovered service card does not scale, but its link shows', async () => {
      const card = page.getByRole('article', { name: 'Music Videos & Experimental Films' })
      await card.scrollIntoViewIfNeeded()
      await card.hover()
      await expect(card.getByRole('link', { name: /^Get started/ })).toHaveCSS('opacity', '1')
      await expect(card).toHaveCSS('transform', 'none')
    })

    await test.step('the privacy page, from the footer, passes axe', async () => {
      const en = translatorFor('en')
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: en('footer.privacy') })
        .click()
      await expect(page).toHaveURL('/privacy')
      const title = privacyWords.en.title
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page).toHaveTitle(wordsFor('en').pages.privacy.title)
      await expectNoAxeViolations(page)
    })
  })
})

// The phone menu is every page's; the home page's is seen here.
test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } })

  test('a tap does not light the glow; every link and description shows without hovering; the phone menu', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/')
    await test.step('a tap does not light the glow', () =>
      expectNoGlow(page, () => page.getByRole('heading', { level: 1 }).tap()))
    await test.step('every link and description shows without hovering', async () => {
      const services = page.getByRole('region', { name: 'Services' })
      // One link per service, counted first, as a loop over no links would pass.
      const links = services.getByRole('link', { name: /^Get started/ })
      await expect(links).toHaveCount(3)
      for (const link of await links.all()) {
        await expect(link).toHaveCSS('opacity', '1')
      }
      const card = page.getByRole('article', { name: 'Hall of Echoes' })
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByText('Documentary', { exact: true })).toHaveCSS('opacity', '1')
      await expect(card.getByRole('link', { name: 'View project: Hall of Echoes' })).toBeVisible()
    })

    const menuButton = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await test.step('the menu opens with the links and the language switch, passes axe, closes on Escape', async () => {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await menuButton.click()
      await expect(menu.getByRole('link', { name: 'Our Work' })).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Work with us' })).toBeVisible()
      await expect(menu.getByRole('switch', { name: 'Spanish version (Español)' })).toBeAttached()
      await expectNoAxeViolations(page)
      await focusMovedInto(menu)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(menuButton).toBeFocused()
    })

    await test.step('a link chosen in the menu closes it and goes there', async () => {
      await menuButton.click()
      await menu.getByRole('link', { name: 'Our Work' }).click()
      await expect(page).toHaveURL('/projects')
      await expect(page.getByRole('dialog')).toBeHidden()
      await menuButton.click()
      await menu.getByRole('link', { name: 'Work with us' }).click()
      await expect(page).toHaveURL('/#contact')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(
        page.getByRole('heading', { name: "Let's create something unreal" }),
      ).toBeInViewport()
    })

    await test.step('the language switched from inside the menu', async () => {
      await menuButton.click()
      await menu.getByText('ES', { exact: true }).click()
      await expect(page).toHaveURL('/es#contact')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible()
    })
  })
})

// In Spanish: the clients' names are the same in both languages, the links the language's
// (HomePage.test.tsx); the AI page's words as served, in both: tests/integration/builtSite.test.ts.
test('in its longer language: fits every width; the AI page from the footer; the clients link to their projects, whose AI note opens it too (es)', async ({
  page,
  gotoReady,
}) => {
  await stubVideoHost(page)
  const t = translatorFor('es')
  const blocks = richBlocks(await readFile('src/content/ai/es.md', 'utf8'))
  const headings = (level: number) =>
    blocks.flatMap((block) =>
      block.kind === 'heading' && block.level === level ? [plainText([block.children])] : [],
    )
  await gotoReady('/es')
  await test.step('fits every width from 320 to 1280 px without sideways scrolling', async () => {
    for (const width of [320, 375, 414, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      expect(await sidewaysScroll(page), `${width} px`).toBe(0)
    }
  })
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('ai.link') })
    .click()
  await expect(page).toHaveURL('/es/ai')
  await expect(page).toHaveTitle(wordsFor('es').pages.ai.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings(1))
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(headings(2))
  await expectNoAxeViolations(page)
  await page.goBack()

  // Each client once, with its first project in the catalogue's order.
  const clients = publishedProjects.filter(
    ({ client }, index, all) =>
      client !== undefined && all.findIndex((other) => other.client === client) === index,
  )
  const region = page.getByRole('region', { name: t('clients.title') })
  await expect(region.getByRole('link')).toHaveText(clients.map(({ client }) => client ?? ''))
  const [first] = clients
  if (!first?.client) throw new Error('no project names a client')
  await region.getByRole('link', { name: first.client }).click()
  await expect(page).toHaveURL(`/es/projects?project=${first.slug}`)
  await projectModalShown(page)
  const dialog = page.getByRole('dialog', { name: first.es.title })
  await dialog.getByRole('link', { name: t('ai.link') }).click()
  await expect(page).toHaveURL('/es/ai')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings(1))
})
