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

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
] as const) {
  const t = translatorFor(locale)
  test(`the home page's clients link to their projects (${locale})`, async ({
    page,
    gotoReady,
  }) => {
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
}
