import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from './en'
import { es } from './es'
import { translate, translatorOf } from './translate'

describe('translate', () => {
  it('fills in placeholders', () => {
    expect(translate(en, 'footer.copyright', { year: 2026, brand: 'Unreal Studio' })).toBe(
      '© 2026 Unreal Studio. All rights reserved.',
    )
  })

  it('shows the key itself when a message is missing at run time', () => {
    expect(translate({}, 'hero.title')).toBe('hero.title')
    expect(translate(en, 'nothing.here')).toBe('nothing.here')
  })

  it('has a Spanish message for every English key, and no empty ones', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const value of Object.values(es)) expect(value.trim()).not.toBe('')
  })

  it('fills in every value in Spanish too: no placeholder dropped or renamed', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      const names = [...en[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '')
      const params = Object.fromEntries(names.map((name) => [name, `<${name} value>`]))
      for (const [language, messages] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const text = translate(messages, key, params)
        for (const value of Object.values(params))
          expect(text, `${language} ${key}`).toContain(value)
        expect(text, `${language} ${key}`).not.toMatch(/\{\w+\}/)
      }
    }
  })

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
})
