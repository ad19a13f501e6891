import { type Page } from '@playwright/test'
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

// In English: the filter's code is the same in both languages, only its words change.
const t = translatorFor('en')
const total = publishedProjects.length
const [commercial, documentary] = (['commercial', 'documentary'] as const).map((key) => ({
  key,
  name: categories[key]?.en ?? '',
  titles: publishedProjects.filter((p) => p.category === key).map((p) => p.en.title),
}))
if (!commercial || !documentary) throw new Error('no commercial or documentary category')
const all = t('projects.filter.all')
const showing = ({ name, titles }: typeof commercial) =>
  t('projects.filter.showing', { category: name, count: titles.length })

const filter = (page: Page) => page.getByRole('navigation', { name: t('projects.filter.label') })
/** A choice's link: its name, then its count. */
const choice = (page: Page, name: string) =>
  filter(page).getByRole('link', { name: new RegExp(`^${name} \\d+$`) })
const grid = (page: Page) => page.locator('section[aria-labelledby="projects-grid-title"]')

/** The choice marked current: exactly one, named `name`. */
async function expectCurrent(page: Page, name: string) {
  const current = filter(page).locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAccessibleName(new RegExp(`^${name} \\d+$`))
}

/** The carousel and the grid show exactly these projects, in this order. */
async function expectShown(page: Page, titles: string[]) {
  const carousel = page.getByRole('region', { name: t('projects.carousel.label'), exact: true })
  await expect(carousel.getByRole('group')).toHaveCount(titles.length)
  const slideLinks = carousel.getByRole('link')
  await expect(slideLinks).toHaveCount(titles.length)
  for (const [index, title] of titles.entries())
    await expect(slideLinks.nth(index)).toHaveAccessibleName(t('projects.open', { title }))
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveText(titles)
}

/** Every text the filter's live region has held since this was called, in order. */
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

// On a phone: a tap is what a click is to the filter's links, and the keyboard the same on both.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })

  test('a category chosen by tap and by keyboard filters the carousel and the grid, says so once, a project opened there closes back to it, and Back returns to All', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/projects')
    await expectCurrent(page, all)
    await expect(choice(page, all)).toHaveAccessibleName(`${all} ${total}`)
    await recordAnnouncements(page)

    await choice(page, commercial.name).tap()
    await expect(page).toHaveURL('/projects?category=commercial')
    await expectCurrent(page, commercial.name)
    await expectShown(page, commercial.titles)
    await expect(
      page.getByRole('heading', { level: 2, name: commercial.name, exact: true }),
    ).toBeVisible()
    await expect.poll(() => announcements(page)).toEqual([showing(commercial)])
    await expectNoAxeViolations(page)

    await test.step('a project opened from the filtered view closes back to it', async () => {
      const title = commercial.titles[0] ?? ''
      await grid(page)
        .getByRole('link', { name: t('projects.open', { title }) })
        .click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(page).toHaveURL(/[?&]category=commercial/)
      await expect(page).toHaveURL(/[?&]project=casa-marea/)
      await focusMovedInto(dialog)
      await dialog.getByRole('button', { name: t('projects.modal.close') }).click()
      await expect(dialog).toHaveCount(0)
      await expect(page).toHaveURL('/projects?category=commercial')
      await expectCurrent(page, commercial.name)
    })

    // By keyboard: focus moves along the choices with Tab, Enter chooses.
    await choice(page, commercial.name).focus()
    await page.keyboard.press('Tab')
    await expect(choice(page, documentary.name)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/projects?category=documentary')
    await expectCurrent(page, documentary.name)
    await expectShown(page, documentary.titles)
    await expect(choice(page, documentary.name)).toBeFocused()
    await expect
      .poll(() => announcements(page))
      .toEqual([showing(commercial), showing(documentary)])

    // Back steps through the choices, to All.
    await page.goBack()
    await expect(page).toHaveURL('/projects?category=commercial')
    await expectShown(page, commercial.titles)
    await page.goBack()
    await expect(page).toHaveURL('/projects')
    await expectCurrent(page, all)
    await expect(page.getByRole('region', { name: t('projects.grid.title') })).toBeVisible()
    await expectShown(
      page,
      publishedProjects.map((project) => project.en.title),
    )
    await expect.poll(() => announcements(page)).toHaveLength(4)
    expect((await announcements(page)).at(-1)).toBe(
      t('projects.filter.showingAll', { count: total }),
    )
  })
})

test('/projects?category=documentary, shared, opens filtered from its first paint, and the app takes the page over as it is; a project shared over it closes back to it', async ({
  page,
  gotoReady,
}) => {
  const path = '/projects?category=documentary'
  const release = await holdBack(page)
  await page.goto(path)
  // The served page is the category's: the filter, the carousel and the grid, before any script.
  await expect(page.locator('#root')).toHaveAttribute(
    'data-prerendered',
    '/{-$locale}/projects?category=documentary',
  )
  await expectCurrent(page, documentary.name)
  await expectShown(page, documentary.titles)
  await expect(choice(page, documentary.name)).toHaveAccessibleName(
    `${documentary.name} ${documentary.titles.length}`,
  )
  const prerendered = await grid(page).elementHandle()
  release()
  await waitUntilInteractive(page)
  // Hydrated, not rendered afresh: the same elements stay.
  expect(await prerendered?.evaluate((element) => element.isConnected)).toBe(true)
  await expectShown(page, documentary.titles)
  await expect(page).toHaveURL(path)

  // Its link to a project, shared, opens the project over the filtered view; closing keeps it.
  await gotoReady(`${path}&project=hall-of-echoes`)
  await projectModalShown(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(path)
  await expectShown(page, documentary.titles)
})

// Without JavaScript each choice is a link (ProjectsPage.test.tsx) to its filtered page
// (worker/test/served.test.ts).
