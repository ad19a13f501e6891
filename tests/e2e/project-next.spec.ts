import { translatorFor } from '../../src/i18n/dictionaries'
import { projectWindowWords } from '../../src/i18n/projectWindow'
import { publishedProjects } from '../publishedProjects'
import { expect, projectModalShown, test, waitUntilInteractive } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

// In Spanish only: the window's code is the same in both languages (their words: src/i18n).
const t = translatorFor('es')
const words = projectWindowWords.es
const [other, project] = publishedProjects
if (!other || !project) throw new Error('fewer than two published projects')

test('a related project opens in the window, Back returns, and the call to write names it (es)', async ({
  page,
  gotoReady,
}) => {
  await stubVideoHost(page)
  await gotoReady(`/es/projects?project=${project.slug}`)
  await projectModalShown(page)
  const related = page.getByRole('dialog').getByRole('region', { name: words['related.title'] })
  await expect(related.getByRole('listitem')).toHaveCount(3)
  await related.getByRole('link', { name: other.es.title, exact: true }).click()
  await expect(page).toHaveURL(`/es/projects?project=${other.slug}`)
  const title = page.getByRole('dialog').getByRole('heading', { level: 2 })
  await expect(title).toHaveText(other.es.title)
  await expect(title).toBeFocused()

  await page.goBack()
  await expect(page).toHaveURL(`/es/projects?project=${project.slug}`)
  await expect(title).toHaveText(project.es.title)

  await page.getByRole('dialog').getByRole('link', { name: words['related.write'] }).click()
  await expect(page).toHaveURL(/^[^?]*\/es\?about=.*#contact$/)
  const message = page.getByRole('textbox', { name: t('contact.form.message') })
  const named = t('contact.form.aboutProject', { name: project.es.title })
  await expect(message).toHaveValue(`${named}\n`)

  // The line is the visitor's to edit, and what they write is never replaced.
  await message.fill(`${named}, for our spring launch`)
  await page.reload()
  await waitUntilInteractive(page)
  await expect(message).toHaveValue(`${named}, for our spring launch`)
})
