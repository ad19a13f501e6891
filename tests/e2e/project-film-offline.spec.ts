import { expect, test } from '../support/fixtures'

// In Spanish only: what the film does when its host cannot be reached is the same in both
// languages, only its words change.
const { prefix, title, open, play, close, failed, watch } = {
  prefix: '/es',
  title: 'Réquiem de neón',
  open: 'Abrir Réquiem de neón',
  play: 'Reproducir Réquiem de neón',
  close: 'Cerrar',
  failed: 'La película no se ha podido cargar aquí.',
  watch: 'Ver Réquiem de neón en YouTube',
}

test(`a film that cannot load says so and leaves the modal usable (${prefix})`, async ({
  page,
  gotoReady,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // The player's host is unreachable (offline, or blocked by a network filter).
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.abort('internetdisconnected'),
  )
  await gotoReady(`${prefix}/projects`, { waitUntil: 'networkidle' })
  const card = page.getByRole('link', { name: open }).last()
  await card.click()

  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: play }).click()
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^${failed}`))
  const link = dialog.getByRole('link', { name: watch })
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  await expect(link).toBeFocused()
  await expect(dialog.locator('iframe')).toHaveCount(0)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()

  await card.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: close }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(`${prefix}/projects`)
  expect(pageErrors).toEqual([])
})
