import { readFile } from 'node:fs/promises'
import { richBlocks } from '../../tools/content/parseRichText'
import { plainText } from '../../src/content/richText'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { expectNoAxeViolations } from '../support/axe'
import { expect, projectModalShown, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/**
 * "How we use AI" (issue 49): the studio's words (src/content/ai/<locale>.md) on a page of their
 * own, reached from the footer and from a project's AI note, axe clean. In Spanish: the page is
 * the same in English but for its words, which tests/integration/builtSite.test.ts reads in both
 * languages from the page as served.
 */
test.beforeEach(({ page }) => stubVideoHost(page))

const locale = 'es'
const prefix = '/es'
const t = translatorFor(locale)
test(`the AI page, from the footer and from a project's AI note (${locale})`, async ({
  page,
  gotoReady,
}) => {
  const blocks = richBlocks(await readFile(`src/content/ai/${locale}.md`, 'utf8'))
  const headings = (level: number) =>
    blocks.flatMap((block) =>
      block.kind === 'heading' && block.level === level ? [plainText([block.children])] : [],
    )
  const [title] = headings(1)

  await gotoReady(prefix || '/')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('ai.link') })
    .click()
  await expect(page).toHaveURL(`${prefix}/ai`)
  await expect(page).toHaveTitle(wordsFor(locale).pages.ai.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(headings(2))
  await expectNoAxeViolations(page)

  await gotoReady(`${prefix}/projects?project=casa-marea`)
  await projectModalShown(page)
  await page
    .getByRole('dialog')
    .getByRole('link', { name: t('ai.link') })
    .click()
  await expect(page).toHaveURL(`${prefix}/ai`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
})
