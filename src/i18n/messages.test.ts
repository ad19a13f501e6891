import { describe, expect, it } from 'vitest'
import { loadMessages, translatorForLoaded } from './messages'

describe('per-language messages', () => {
  it('shows keys until a language is loaded, then its messages; loads each language once', async () => {
    expect(translatorForLoaded('es')('nav.ourWork')).toBe('nav.ourWork')
    await loadMessages('es')
    expect(translatorForLoaded('es')('nav.ourWork')).toBe('Nuestro trabajo')
    expect(loadMessages('es')).toBeUndefined()
    expect(translatorForLoaded('en')('nav.ourWork')).toBe('nav.ourWork')
  })
})
