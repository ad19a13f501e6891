import { describe, expect, it, vi } from 'vitest'
import * as loadCode from '../loadCode'
import { hasMessages, loadMessages, translatorForLoaded } from './messages'

// Every dictionary is fetched through `withRetry`, so watching it counts the fetches. (Mocking
// the dictionary modules themselves cannot count them: Vitest hands a second import that starts
// while the first is still under way the real module, past the mock.)
vi.mock('../loadCode', async (importOriginal) => {
  const actual = await importOriginal<typeof loadCode>()
  return { ...actual, withRetry: vi.fn(actual.withRetry) }
})

/** What each fetch so far brought, in order, told apart by one message of the language. */
const fetched = () =>
  Promise.all(
    vi
      .mocked(loadCode.withRetry)
      .mock.results.map((result) =>
        Promise.resolve(result.value).then((messages) => messages['nav.ourWork']),
      ),
  )

describe('per-language messages', () => {
  it('shows keys until a language is loaded, then its messages; loads each language once', async () => {
    expect(translatorForLoaded('es')('nav.ourWork')).toBe('nav.ourWork')
    // The error page speaks without them: it shows when they could not be loaded.
    expect(translatorForLoaded('es')('error.retry')).toBe('Reintentar')
    expect(hasMessages('es')).toBe(false)
    await loadMessages('es')
    expect(hasMessages('es')).toBe(true)
    expect(translatorForLoaded('es')('nav.ourWork')).toBe('Nuestro trabajo')
    expect(loadMessages('es')).toBeUndefined()
    expect(translatorForLoaded('en')('nav.ourWork')).toBe('nav.ourWork')
    expect(await fetched()).toEqual(['Nuestro trabajo'])

    // Two asks at once, before the first has arrived, share one fetch.
    await Promise.all([loadMessages('en'), loadMessages('en')])
    expect(translatorForLoaded('en')('nav.ourWork')).toBe('Our Work')
    await loadMessages('en')
    await loadMessages('es')
    expect(await fetched()).toEqual(['Nuestro trabajo', 'Our Work'])
  })
})
