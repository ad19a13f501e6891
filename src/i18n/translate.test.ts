import { describe, expect, it } from 'vitest'
import { en } from './en'
import { errorPageMessages } from './errorPageMessages'
import { es } from './es'
import { privacyWords } from './privacy'
import { projectWindowWords } from './projectWindow'
import { translate, translatorOf } from './translate'

/** Every dictionary, the main one and those apart: each is checked the same way. */
const dictionaries = {
  main: { en, es },
  privacy: privacyWords,
  projectWindow: projectWindowWords,
  errorPage: errorPageMessages,
}

describe('translate', () => {
  // A missing message shows as its key: messages.test.ts.
  it.each(Object.entries(dictionaries))(
    '%s: has a Spanish message for every English key, none empty, and fills in every value in both, no placeholder dropped or renamed',
    (_, dictionary) => {
      expect(Object.keys(dictionary.es).sort()).toEqual(Object.keys(dictionary.en).sort())
      const english: Record<string, string> = dictionary.en
      for (const [key, template] of Object.entries(english)) {
        const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '')
        const params = Object.fromEntries(names.map((name) => [name, `<${name} value>`]))
        for (const language of ['en', 'es'] as const) {
          const text = translate(dictionary[language], key, params)
          expect(text.trim(), `${language} ${key}`).not.toBe('')
          for (const value of Object.values(params))
            expect(text, `${language} ${key}`).toContain(value)
          expect(text, `${language} ${key}`).not.toMatch(/\{\w+\}/)
        }
      }
    },
  )

  it('asks the type-check for exactly the values the English message has placeholders for', () => {
    const t = translatorOf(en)
    expect(t('footer.copyright', { year: 2026, brand: 'Unreal Studio' })).toContain('2026')
    // @ts-expect-error -- the copyright needs { year, brand }; left out, they would show as written
    expect(t('footer.copyright')).toContain('{year}')
    // @ts-expect-error -- `brand` is missing
    expect(t('footer.copyright', { year: 2026 })).toContain('{brand}')
    // @ts-expect-error -- a message without placeholders takes no values
    expect(t('hero.title', { year: 2026 })).not.toContain('2026')
  })

  it('types a dictionary apart the same way, in the language asked for', () => {
    const t = translatorOf<typeof projectWindowWords.en>(projectWindowWords.es)
    expect(t('compare.value', { value: 40 })).toBe('40 % original')
    // @ts-expect-error -- the value is missing
    expect(t('compare.value')).toContain('{value}')
    // @ts-expect-error -- a key of the main dictionary is not one of the window's
    expect(t('hero.title')).toBe('hero.title')
  })
})
