import { expect, test, waitUntilInteractive } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

test.beforeEach(({ page }) => stubVideoHost(page))

test('the open project lives in the address: Back closes it, Forward and reload reopen it', async ({
  page,
  gotoReady,
}) => {
  // Wait until React has taken over the prerendered page: a card clicked before that is a
  // plain link, which loads the page anew (it still opens the modal, as a deep link).
  await gotoReady('/projects', { waitUntil: 'networkidle' })
  const card = page
    .getByRole('region', { name: 'All projects' })
    .getByRole('link', { name: 'Open Neon Requiem' })
  await card.click()
  const dialog = page.getByRole('dialog', { name: 'Neon Requiem' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL('/projects?project=neon-requiem')

  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/projects')
  await expect(card).toBeFocused()

  await page.goForward()
  await expect(dialog).toBeVisible()

  await page.reload()
  await waitUntilInteractive(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Project Overview' })).toBeVisible()

  // Closing a reopened modal goes back to the page's own entry, not a new one.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/projects')
  await page.goForward()
  await expect(dialog).toBeVisible()
})
