import { animationsFinished, expect, focusMovedInto, holdBack, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

// The hand-over in Spanish only: it is the same code in both languages. The page served for a
// shared link, in each, is worker/test/served.test.ts's.
const link = '/es/projects?project=casa-marea'
const title = 'Casa Marea'
const overview = 'Casa Marea es un concepto publicitario'
const card = 'Abrir Casa Marea'

test('a shared project link shows the project before the app runs, hydrates with no warning, and closes as before', async ({
  page,
}) => {
  await stubVideoHost(page)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  // Before the app: the page itself carries the open project.
  const release = await holdBack(page)
  await page.goto(link)
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(overview)).toBeVisible()
  await expect(page).toHaveURL(link)
  release()
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')

  // The app's modal takes over: focus inside, Escape closes to the plain address.
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible()
  await expect(dialog).toHaveCount(1)
  await focusMovedInto(dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/es/projects')
  await expect(
    page.getByRole('region', { name: 'Todos los proyectos' }).getByRole('link', { name: card }),
  ).toBeFocused()
  // The closing cross-fade ends before the next press. (A press during it starts another view
  // transition, which skips this one: Chromium then logs "Transition was skipped", as the
  // router leaves the skipped transition's promise unhandled. Harmless, and not this test's.)
  await animationsFinished(page)

  // Opened again from its card, Back closes it (once the opening cross-fade has ended, as
  // above).
  await page
    .getByRole('region', { name: 'Todos los proyectos' })
    .getByRole('link', { name: card })
    .click()
  await expect(dialog).toBeVisible()
  await animationsFinished(page)
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/es/projects')
  expect(problems).toEqual([])
})

test('without JavaScript, a project link is a readable page that closes to the projects page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/projects?project=hall-of-echoes')
  const dialog = page.getByRole('dialog', { name: 'Sala de ecos' })
  await expect(dialog.getByText('Documental').first()).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Resumen del proyecto' })).toBeVisible()
  await dialog.getByRole('link', { name: 'Cerrar' }).click()
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.close()
})
