import { expect } from 'vitest'
import { translatorFor } from '../../src/i18n/dictionaries'
import { projectWindowWords } from '../../src/i18n/projectWindow'
import { translate } from '../../src/i18n/translate'
import { byRole, journey } from './journey'

/**
 * The comparison of a project's original and its AI result (issue 49) answers a native slider's
 * keys in every engine. In Spanish only: the words in both: project-comparison.spec.ts.
 */
const words = projectWindowWords.es
const dialog = byRole('dialog', 'Lumen Serum')
const slider = byRole('slider', words['compare.slider'], { within: dialog })

journey('the comparison moves by the keys of a slider (es)', async (page) => {
  const shows = (value: number) =>
    expect
      .poll(async () => (await page.see(slider)).attributes['aria-valuetext'])
      .toBe(translate(words, 'compare.value', { value }))
  await page.goto('/es/projects?project=lumen-serum')
  await page.until(slider, { visible: true, disabled: false })
  // By keyboard, from the note's link just before it (the pointer is the frame's).
  await page.focus(byRole('link', translatorFor('es')('ai.link'), { within: dialog }))
  await page.press('Tab')
  await page.until(slider, { focused: true })
  await shows(50)
  // prettier-ignore
  const keys = [
    ['ArrowRight', 51], ['PageDown', 41], ['ArrowLeft', 40], ['End', 100], ['Home', 0], ['PageUp', 10],
  ] as const
  for (const [key, value] of keys) {
    await page.press(key)
    await shows(value)
  }
})
