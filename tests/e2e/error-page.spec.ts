import { countDocuments, expect, test } from '../support/fixtures'
import { builtFile } from '../support/manifest'

/**
 * The project dialog's code, as built. Answered with a module that throws as it runs, it is a
 * real error of the page: the file comes, and its code fails. (A file that cannot be fetched is
 * not: the site loads the full page instead, src/lib/loadLater.ts.)
 */
const modalCode = builtFile('src/features/projects/ProjectModal.tsx')

/**
 * In Spanish: the error page's words, way home and title in each language are
 * tests/integration/error-page.test.tsx's (the real router in memory); here, that a page's real
 * failure in the built site ends there, in the language asked for, with no page load. Its two ways out, once the code works again:
 * deploy-open-pages.spec.ts ("Try again" and "Return to Home", and "Reintentar" in Spanish).
 */
test('a page that fails to render shows the error page, in its language (/es/projects)', async ({
  page,
  gotoReady,
}) => {
  await page.route(`**${modalCode}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript; charset=utf-8',
      body: "throw new Error('The project dialog failed as it ran')",
    }),
  )
  const documents = countDocuments(page)
  await gotoReady('/es/projects', { waitUntil: 'networkidle' })
  await page
    .getByRole('region', { name: 'Todos los proyectos' })
    .getByRole('link', { name: 'Abrir Casa Marea' })
    .click()
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
    '¡Error inesperado en la aplicación!',
  )
  await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The error page came from the page already open: no full page load was asked for.
  expect(documents()).toBe(1)
})
