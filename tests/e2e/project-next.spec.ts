import { translatorFor } from '../../src/i18n/dictionaries'
import { projectWindowWords } from '../../src/i18n/projectWindow'
import { publishedProjects } from '../publishedProjects'
import { expect, projectModalShown, test, waitUntilInteractive } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/**
 * The end of a project (issue 49): another project opens in the same window (the address's
 * `?project=` changes, Back returns), and the call to write takes the visitor to the form with
 * the project named on the message's first line, theirs to edit; a reload keeps what they wrote.
 */
test.beforeEach(({ page }) => stubVideoHost(page))

const [first] = publishedProjects
if (!first) throw new Error('no published project')

// In Spanish only: the window's code is the same in both languages, and the words it reads are
// the language's (their messages: src/i18n).
for (const { locale, prefix } of [{ locale: 'es', prefix: '/es' }] as const) {
  const t = translatorFor(locale)
  test(`a related project opens in the window, Back returns, and the call to write names it (${locale})`, async ({
    page,
    gotoReady,
  }) => {
    const from = publishedProjects.find(({ slug }) => slug !== first.slug) ?? first
    await gotoReady(`${prefix}/projects?project=${from.slug}`)
    await projectModalShown(page)
    const related = page
      .getByRole('dialog')
      .getByRole('region', { name: projectWindowWords[locale]['related.title'] })
    await expect(related.getByRole('listitem')).toHaveCount(3)
    const next = publishedProjects.find(({ slug }) => slug !== from.slug)
    if (!next) throw new Error('no other project')
    await related.getByRole('link', { name: next[locale].title, exact: true }).click()
    await expect(page).toHaveURL(`${prefix}/projects?project=${next.slug}`)
    const nextTitle = page.getByRole('dialog').getByRole('heading', { level: 2 })
    await expect(nextTitle).toHaveText(next[locale].title)
    await expect(nextTitle).toBeFocused()

    await page.goBack()
    await expect(page).toHaveURL(`${prefix}/projects?project=${from.slug}`)
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText(
      from[locale].title,
    )

    await page
      .getByRole('dialog')
      .getByRole('link', { name: projectWindowWords[locale]['related.write'] })
      .click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix || '/'}\\?about=.*#contact$`))
    const message = page.getByRole('textbox', { name: t('contact.form.message') })
    const named = t('contact.form.aboutProject', { name: from[locale].title })
    await expect(message).toHaveValue(`${named}\n`)

    // The line is the visitor's to edit, and what they write is never replaced.
    await message.fill(`${named}, for our spring launch`)
    await page.reload()
    await waitUntilInteractive(page)
    await expect(message).toHaveValue(`${named}, for our spring launch`)
  })
}
