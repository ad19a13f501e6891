import type { Locator } from '@playwright/test'
import { projectWindowWords } from '../../src/i18n/projectWindow'
import { translate } from '../../src/i18n/translate'
import { publishedProjects } from '../publishedProjects'
import { translatorFor } from '../../src/i18n/dictionaries'
import { expect, projectModalShown, test, waitUntilInteractive } from '../support/fixtures'

// A project's original beside its AI result (without JavaScript: project-links.spec.ts), then
// what comes next in its window.
const compared = publishedProjects.find(({ en }) => en.originalAlt !== undefined)
const other = publishedProjects.find((project) => project !== compared)
if (!compared || !other) throw new Error('no published project has an original to compare')

/** The alt of the picture the visitor sees at `share` (0 to 1) across the frame, half-way down. */
const shownAt = (frame: Locator, share: number) =>
  frame.evaluate((node, at) => {
    const box = node.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width * at, box.top + box.height / 2)
    return hit?.getAttribute('alt')
  }, share)

// In Spanish: the window's code is the same in both languages, only its words change.
const said = projectWindowWords.es
const words = compared.es
const path = `/es/projects?project=${compared.slug}`
const valueText = (value: number) => translate(said, 'compare.value', { value })

test(`the original and the AI result move by keys, drag and buttons; a related project opens in the window, Back returns, and the call to write names it (es)`, async ({
  page,
  gotoReady,
}) => {
  await gotoReady(path)
  await projectModalShown(page)
  const dialog = page.getByRole('dialog', { name: words.title })
  const slider = dialog.getByRole('slider', { name: said['compare.slider'] })
  const frame = slider.locator('..')
  await expect(slider).toHaveAttribute('aria-valuetext', valueText(50))
  await expect(dialog.getByText(words.result ?? '')).toBeVisible()
  await expect(dialog.getByText(words.quote?.text ?? '')).toBeVisible()

  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuetext', valueText(51))
  await page.keyboard.press('PageDown')
  await expect(slider).toHaveValue('41')
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuetext', valueText(100))
  expect(await shownAt(frame, 0.9)).toBe(words.originalAlt)
  await page.keyboard.press('Home')
  await expect(slider).toHaveAttribute('aria-valuetext', valueText(0))
  expect(await shownAt(frame, 0.1)).toBe(words.alt)

  // A drag on the frame: the split follows the pointer.
  const box = await frame.boundingBox()
  if (!box) throw new Error('the comparison has no box')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 })
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 4 })
  await page.mouse.up()
  await expect(slider).toHaveValue('70')
  expect(await shownAt(frame, 0.6)).toBe(words.originalAlt)
  expect(await shownAt(frame, 0.8)).toBe(words.alt)

  await dialog.getByRole('button', { name: said['compare.result'], exact: true }).click()
  await expect(slider).toHaveAttribute('aria-valuetext', valueText(0))
  expect(await shownAt(frame, 0.05)).toBe(words.alt)
  await dialog.getByRole('button', { name: said['compare.original'], exact: true }).click()
  await expect(slider).toHaveAttribute('aria-valuetext', valueText(100))
  expect(await shownAt(frame, 0.95)).toBe(words.originalAlt)

  await test.step('what comes next', async () => {
    const related = dialog.getByRole('region', { name: said['related.title'] })
    await expect(related.getByRole('listitem')).toHaveCount(3)
    await related.getByRole('link', { name: other.es.title, exact: true }).click()
    await expect(page).toHaveURL(`/es/projects?project=${other.slug}`)
    const title = page.getByRole('dialog').getByRole('heading', { level: 2 })
    await expect(title).toHaveText(other.es.title)
    await expect(title).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL(path)
    await expect(title).toHaveText(words.title)

    await dialog.getByRole('link', { name: said['related.write'] }).click()
    await expect(page).toHaveURL(/^[^?]*\/es\?about=.*#contact$/)
    const t = translatorFor('es')
    const message = page.getByRole('textbox', { name: t('contact.form.message') })
    const named = t('contact.form.aboutProject', { name: words.title })
    await expect(message).toHaveValue(`${named}\n`)
    // The line is the visitor's to edit, and what they write is never replaced.
    await message.fill(`${named}, for our spring launch`)
    await page.reload()
    await waitUntilInteractive(page)
    await expect(message).toHaveValue(`${named}, for our spring launch`)
  })
})
