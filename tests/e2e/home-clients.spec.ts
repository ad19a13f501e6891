import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expect, projectModalShown, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/**
 * "Trusted by" (issue 49): the home page names each client the projects name, once, as text,
 * each a link to its project, which opens in the projects page's window.
 */
test.beforeEach(({ page }) => stubVideoHost(page))

/** Each client once, with its first project in the catalogue's order. */
const clients = publishedProjects.filter(
  ({ client }, index, all) =>
    client !== undefined && all.findIndex((other) => other.client === client) === index,
)

// In Spanish: the clients' names are the same in both languages, and their links the language's
// (src/features/home/HomePage.test.tsx checks a page's links keep its language).
const locale = 'es'
const prefix = '/es'
const t = translatorFor(locale)
test(`the home page's clients link to their projects (${locale})`, async ({ page, gotoReady }) => {
  await gotoReady(prefix || '/')
  const region = page.getByRole('region', { name: t('clients.title') })
  await expect(region.getByRole('link')).toHaveText(clients.map(({ client }) => client ?? ''))
  const [client] = clients
  if (!client?.client) throw new Error('no project names a client')
  await region.getByRole('link', { name: client.client }).click()
  await expect(page).toHaveURL(`${prefix}/projects?project=${client.slug}`)
  await projectModalShown(page)
  await expect(page.getByRole('dialog', { name: client[locale].title })).toBeVisible()
})
