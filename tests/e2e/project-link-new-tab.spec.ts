import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

test('a shared project link opens the modal in a new tab, in English and in Spanish', async ({
  context,
  page,
  gotoReady,
}) => {
  await stubVideoHost(page)
  await gotoReady('/projects')
  const card = page
    .getByRole('region', { name: 'All projects' })
    .getByRole('link', { name: 'Open Casa Marea' })

  // A modified click opens the card's link in a new tab, which shows the modal at once.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    card.click({ modifiers: ['ControlOrMeta'] }),
  ])
  await tab.waitForLoadState()
  await expect(tab).toHaveURL('/projects?project=casa-marea')
  await expect(tab.getByRole('dialog', { name: 'Casa Marea' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL('/projects')
  await tab.close()

  // A link pasted into a fresh tab, in Spanish.
  const spanish = await context.newPage()
  await stubVideoHost(spanish)
  await spanish.goto('/es/projects?project=hall-of-echoes')
  const dialog = spanish.getByRole('dialog', { name: 'Sala de ecos' })
  await expect(dialog).toBeVisible()
  await expect(spanish.locator('html')).toHaveAttribute('lang', 'es')
  await expect(dialog.getByText('Documental').first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Reproducir Sala de ecos' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Resumen del proyecto' })).toBeVisible()
  await expect(dialog.getByRole('definition').filter({ hasText: 'Vídeo' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect(dialog).toBeHidden()
  await expect(spanish).toHaveURL('/es/projects')
  await expect(
    spanish
      .getByRole('region', { name: 'Todos los proyectos' })
      .getByRole('link', { name: 'Abrir Sala de ecos' }),
  ).toBeFocused()
})
