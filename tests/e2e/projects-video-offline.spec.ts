import { expect, test } from './fixtures'

test('a video that cannot load leaves the modal usable and closable', async ({
  page,
  gotoReady,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // The player's host is unreachable (offline, or blocked by a network filter).
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.abort('internetdisconnected'),
  )
  // Wait until React has taken over the prerendered page: a card clicked before that is a
  // plain link, which loads the page anew (it still opens the modal, as a deep link).
  await gotoReady('/projects', { waitUntil: 'networkidle' })
  const card = page
    .getByRole('region', { name: 'All projects' })
    .getByRole('link', { name: 'Open Neon Requiem' })
  await card.click()

  const dialog = page.getByRole('dialog', { name: 'Neon Requiem' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('title', 'Neon Requiem — video')
  await expect(dialog.getByRole('heading', { name: 'Project Overview' })).toBeVisible()
  await expect(dialog.getByText('Music Video').first()).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()

  await card.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/projects')
  expect(pageErrors).toEqual([])
})
