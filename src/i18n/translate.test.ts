import { describe, expect, it } from 'vitest'
import { en } from './en'
import { es } from './es'
import { translate } from './translate'

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
})
