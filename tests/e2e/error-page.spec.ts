import { countDocuments, expect, test } from '../support/fixtures'
import { builtFile } from '../support/manifest'

// The project dialog's code, answered with a module that throws: a real error of the page (a file
// that cannot be fetched is not: src/lib/loadLater.ts loads the full page instead).
const modalCode = builtFile('src/features/projects/ProjectModal.tsx')

// Its words in each language: tests/integration/routing.test.tsx; its ways out:
// deploy-open-pages.spec.ts.
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
  expect(documents()).toBe(1)
})
