import { type Page } from '@playwright/test'
import type { Locale } from '../../shared/locales'
import { categories } from '../../src/content/categories'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expectNoAxeViolations } from '../support/axe'
import {
  expect,
  focusMovedInto,
  holdBack,
  projectModalShown,
  test,
  waitUntilInteractive,
} from '../support/fixtures'

/** The filter's words and the categories' names in a language (src/i18n, categories.ts). */
function wordsFor(locale: Locale) {
  const t = translatorFor(locale)
  return {
    locale,
    prefix: locale === 'es' ? '/es' : '',
    filter: t('projects.filter.label'),
    all: t('projects.filter.all'),
    allProjects: t('projects.grid.title'),
    carousel: t('projects.carousel.label'),
    showing: (category: string, count: number) => t('projects.filter.showing', { category, count }),
    showingAll: (count: number) => t('projects.filter.showingAll', { count }),
    commercial: categories.commercial?.[locale] ?? '',
    documentary: categories.documentary?.[locale] ?? '',
    close: t('projects.modal.close'),
    open: (title: string) => t('projects.open', { title }),
  }
}
type Words = ReturnType<typeof wordsFor>
const languages = [wordsFor('en'), wordsFor('es')] as const

const total = publishedProjects.length
const titlesIn = (category: string, locale: 'en' | 'es') =>
  publishedProjects
    .filter((project) => project.category === category)
    .map((project) => project[locale].title)

const filter = (page: Page, words: Words) => page.getByRole('navigation', { name: words.filter })
/** A choice's link: its name, then its count. */
const choice = (page: Page, words: Words, name: string) =>
  filter(page, words).getByRole('link', { name: new RegExp(`^${name} \\d+$`) })

/** The choice marked current: exactly one, named `name`. */
async function expectCurrent(page: Page, words: Words, name: string) {
  const current = filter(page, words).locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAccessibleName(new RegExp(`^${name} \\d+$`))
}

/** The carousel and the grid show exactly these projects, in this order. */
async function expectShown(page: Page, words: Words, titles: string[]) {
  const carousel = page.getByRole('region', {
    name: words.carousel,
    exact: true,
  })
  await expect(carousel.getByRole('group')).toHaveCount(titles.length)
  const slideLinks = carousel.getByRole('link')
  await expect(slideLinks).toHaveCount(titles.length)
  for (const [index, title] of titles.entries())
    await expect(slideLinks.nth(index)).toHaveAccessibleName(words.open(title))
  const grid = page.locator('section[aria-labelledby="projects-grid-title"]')
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(titles)
}

/** Every text the filter's live region has held since the page loaded, in order. */
function recordAnnouncements(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector('nav [aria-live="polite"]')
    const said: string[] = []
    if (region)
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    ;(window as unknown as { said: string[] }).said = said
  })
}
const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean))

// A phone in English and a desktop in Spanish: the filter's code is the same in both languages
// (only its words change), and a tap and a click are what the width changes.
for (const device of [
  {
    name: 'a phone',
    words: languages[0],
    use: { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true },
  },
  { name: 'a desktop', words: languages[1], use: { viewport: { width: 1280, height: 800 } } },
]) {
  test.describe(`on ${device.name}`, () => {
    test.use(device.use)
    const { words } = device

    test(`${words.prefix || '/'}: a category chosen by ${device.name === 'a phone' ? 'tap' : 'click'} and by keyboard filters the carousel and the grid, says so once, and Back returns to All`, async ({
      page,
      gotoReady,
    }) => {
      const path = `${words.prefix}/projects`
      await gotoReady(path)
      await expectCurrent(page, words, words.all)
      await expect(choice(page, words, words.all)).toHaveAccessibleName(`${words.all} ${total}`)
      await recordAnnouncements(page)
      const commercial = titlesIn('commercial', words.locale)
      const documentary = titlesIn('documentary', words.locale)

      // By pointer.
      const link = choice(page, words, words.commercial)
      if (device.name === 'a phone') await link.tap()
      else await link.click()
      await expect(page).toHaveURL(`${path}?category=commercial`)
      await expectCurrent(page, words, words.commercial)
      await expectShown(page, words, commercial)
      await expect(
        page.getByRole('heading', { level: 2, name: words.commercial, exact: true }),
      ).toBeVisible()
      await expect
        .poll(() => announcements(page))
        .toEqual([words.showing(words.commercial, commercial.length)])
      // With a category chosen, the page passes axe (on the desktop only: its markup is the same).
      if (device.name === 'a desktop') await expectNoAxeViolations(page)

      // By keyboard: focus moves along the choices with Tab, Enter chooses.
      await choice(page, words, words.commercial).focus()
      await page.keyboard.press('Tab')
      await expect(choice(page, words, words.documentary)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${path}?category=documentary`)
      await expectCurrent(page, words, words.documentary)
      await expectShown(page, words, documentary)
      await expect(choice(page, words, words.documentary)).toBeFocused()
      await expect
        .poll(() => announcements(page))
        .toEqual([
          words.showing(words.commercial, commercial.length),
          words.showing(words.documentary, documentary.length),
        ])

      // Back steps through the choices, to All.
      await page.goBack()
      await expect(page).toHaveURL(`${path}?category=commercial`)
      await expectShown(page, words, commercial)
      await page.goBack()
      await expect(page).toHaveURL(path)
      await expectCurrent(page, words, words.all)
      await expect(page.getByRole('region', { name: words.allProjects })).toBeVisible()
      await expectShown(
        page,
        words,
        publishedProjects.map((project) => project[words.locale].title),
      )
      await expect.poll(() => announcements(page)).toHaveLength(4)
      expect((await announcements(page)).at(-1)).toBe(words.showingAll(total))
    })
  })
}

// Each once, in one language: the address's language changes only the words.
test('/es/projects?category=documentary, shared, opens filtered from its first paint, and the app takes the page over as it is', async ({
  page,
}) => {
  const words = languages[1]
  const path = '/es/projects?category=documentary'
  const release = await holdBack(page)
  await page.goto(path)
  // The served page is the category's: the filter, the carousel and the grid, before any script.
  await expect(page.locator('#root')).toHaveAttribute(
    'data-prerendered',
    '/{-$locale}/projects?category=documentary',
  )
  await expectCurrent(page, words, words.documentary)
  await expectShown(page, words, titlesIn('documentary', words.locale))
  await expect(choice(page, words, words.documentary)).toHaveAccessibleName(
    `${words.documentary} ${titlesIn('documentary', words.locale).length}`,
  )
  const grid = await page.locator('section[aria-labelledby="projects-grid-title"]').elementHandle()
  release()
  await waitUntilInteractive(page)
  // Hydrated, not rendered afresh: the same elements stay.
  expect(await grid?.evaluate((element) => element.isConnected)).toBe(true)
  await expectShown(page, words, titlesIn('documentary', words.locale))
  await expect(page).toHaveURL(path)
})

test('/: a project opened from a filtered view closes back to it', async ({ page, gotoReady }) => {
  const words = languages[0]
  const filtered = `${words.prefix}/projects?category=commercial`
  await gotoReady(filtered)
  const [title = ''] = titlesIn('commercial', words.locale)
  const grid = page.locator('section[aria-labelledby="projects-grid-title"]')
  await grid.getByRole('link', { name: words.open(title) }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/[?&]category=commercial/)
  await expect(page).toHaveURL(/[?&]project=casa-marea/)
  await focusMovedInto(dialog)
  await dialog.getByRole('button', { name: words.close }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(filtered)
  await expectCurrent(page, words, words.commercial)

  // Its link, shared, opens the project over the filtered view; closing keeps the filter.
  await gotoReady(`${filtered}&project=casa-marea`)
  await projectModalShown(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(filtered)
  await expectShown(page, words, titlesIn('commercial', words.locale))
})

// Without JavaScript each choice is a link to its filtered page (src/features/projects/
// ProjectsPage.test.tsx, the links; worker/test/projectPages.test.ts, the page each is answered
// with), which shows its category from the first paint (the shared link's journey above).
