import { expect, it, vi } from 'vitest'
import type * as loadLater from '../lib/loadLater'
import type { Messages } from './en'
import { hasMessages, loadMessages, translatorForLoaded } from './messages'

// Every dictionary is declared through `later`: wrapping the loads it is given counts the
// fetches. (Mocking the dictionary modules themselves cannot count them: Vitest hands a second
// import that starts while the first is still under way the real module, past the mock.)
const { fetches } = vi.hoisted(() => ({ fetches: [] as Promise<readonly [Messages]>[] }))
vi.mock('../lib/loadLater', async (importOriginal) => {
  const actual = await importOriginal<typeof loadLater>()
  const later = (load: () => Promise<readonly [Messages]>) =>
    actual.later(() => {
      const fetch = load()
      fetches.push(fetch)
      return fetch
    }, 'reload')
  return { ...actual, later }
})

/** What each fetch so far brought, in order, told apart by one message of the language. */
const fetched = () =>
  Promise.all(fetches.map((fetch) => fetch.then(([messages]) => messages['nav.ourWork'])))

it('shows the keys until a language’s messages are loaded, then its messages; loads each language once', async () => {
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
