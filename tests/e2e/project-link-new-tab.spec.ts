import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

// A link pasted into a fresh tab, in Spanish, and closed: project-links.spec.ts.
test('a project card opened in a new tab shows its modal there, and leaves this page as it was', async ({
  context,
  page,
  gotoReady,
}) => {
  await stubVideoHost(page)
  await gotoReady('/projects')
  const card = page
    .getByRole('region', { name: 'All projects' })
    .getByRole('link', { name: 'Open Casa Marea' })

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
})
