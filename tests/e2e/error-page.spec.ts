import type { Page, Route } from '@playwright/test'
import { expect, projectModalShown, test } from '../support/fixtures'
import { builtFile } from '../support/manifest'

/**
 * The project dialog's code, as built. Answered with a module that throws as it runs, it is a
 * real error of the page: the file comes, and its code fails. (A file that cannot be fetched is
 * not: the site loads the full page instead, src/lib/loadLater.ts.)
 */
const modalCode = builtFile('src/features/projects/ProjectModal.tsx')

/**
 * In Spanish: the error page's words in each language are tests/integration/error-page.test.tsx's
 * (the real router in memory); here, that a page's real failure in the built site ends there, in
 * the language asked for, and its two ways out work.
 */
const language = {
  path: '/es/projects',
  grid: 'Todos los proyectos',
  card: 'Abrir Casa Marea',
  heading: '¡Error inesperado en la aplicación!',
  description:
    'Algo salió mal al mostrar esta página. Normalmente basta con recargar o volver al inicio.',
  home: { name: 'Volver al inicio', href: '/es' },
  homeHeading: 'Hacemos que lo irreal parezca real',
  retry: 'Reintentar',
  title: 'Algo salió mal — Unreal Studio',
}

/** Answers with the dialog's code replaced by a module that throws as it runs. */
const failingAsItRuns = (route: Route) =>
  route.fulfill({
    contentType: 'text/javascript; charset=utf-8',
    body: "throw new Error('The project dialog failed as it ran')",
  })

/** Opens the project whose dialog's code fails; resolves to the error page shown instead. */
async function openIntoTheError(page: Page) {
  await page
    .getByRole('region', { name: language.grid })
    .getByRole('link', { name: language.card })
    .click()
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(language.heading)
  return alert
}

test(`a page that fails to render shows the error page, in its language (${language.path})`, async ({
  page,
  gotoReady,
}) => {
  await page.route(`**${modalCode}`, failingAsItRuns)
  // Every document the tab loads: the page, and any full reload after it.
  let documents = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1
  })
  await gotoReady(language.path, { waitUntil: 'networkidle' })
  expect(documents).toBe(1)

  const alert = await openIntoTheError(page)
  await expect(alert.getByText(language.description)).toBeVisible()
  await expect(alert.getByRole('link', { name: language.home.name })).toHaveAttribute(
    'href',
    language.home.href,
  )
  await expect(alert.getByRole('button', { name: language.retry })).toBeVisible()
  await expect(page).toHaveTitle(language.title)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The error page came from the page already open: no full page load was asked for.
  expect(documents).toBe(1)

  // "Return to Home" takes the visitor to the home page, in the page's language.
  await alert.getByRole('link', { name: language.home.name }).click()
  await expect(page).toHaveURL(language.home.href)
  await expect(page.getByRole('heading', { level: 1, name: language.homeHeading })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test(`"${language.retry}" loads the page again, which shows once its code works (${language.path})`, async ({
  page,
  gotoReady,
}) => {
  await page.route(`**${modalCode}`, failingAsItRuns)
  await gotoReady(language.path)
  const alert = await openIntoTheError(page)

  // The code works again (the bug fixed, a deploy): the same address, with its project.
  await page.unroute(`**${modalCode}`, failingAsItRuns)
  await alert.getByRole('button', { name: language.retry }).click()
  await expect(page).toHaveURL(`${language.path}?project=casa-marea`)
  await projectModalShown(page)
  await expect(page.getByRole('dialog', { name: 'Casa Marea' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
