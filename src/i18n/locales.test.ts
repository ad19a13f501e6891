import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../router'
import { localizedPath, parseLocaleParam } from '../../shared/locales'

/** Loads `url` as the browser would and reports the page and language it ends up with. */
async function resolve(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  const match = router.state.matches.at(-1)
  const { locale } = (match?.params ?? {}) as { locale?: string }
  return { route: match?.routeId, locale }
}

describe('the language of a URL', () => {
  it.each([
    ['/', '/{-$locale}/', 'en'],
    ['/projects', '/{-$locale}/projects', 'en'],
    ['/es', '/{-$locale}/', 'es'],
    ['/es/', '/{-$locale}/', 'es'],
    ['/es/projects', '/{-$locale}/projects', 'es'],
    // Not found, in the language of the prefix (tests/integration/routing.test.tsx renders two);
    // an unknown prefix is no language.
    ['/es/projects/x', '/{-$locale}/$', 'es'],
    ['/projects/x', '/{-$locale}/$', 'en'],
    ['/fr', '/{-$locale}/$', 'en'],
    ['/en/projects', '/{-$locale}/$', 'en'],
    ['/espresso', '/{-$locale}/$', 'en'],
    ['/404', '/{-$locale}/$', 'en'],
    ['/es/404', '/{-$locale}/$', 'es'],
  ])('%s shows %s in %s', async (url, route, locale) => {
    expect(await resolve(url)).toMatchObject({ route, locale })
  })

  // A project's deep link, in each language: ProjectOverview.test.tsx and ProjectsPage.test.tsx.
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['en', false],
    ['fr', false],
    ['ES', false],
    ['projects', false],
  ])('reads the first segment %s as %s', (segment, locale) => {
    expect(parseLocaleParam(segment)).toBe(locale)
  })
})

// The switch between the two languages: tests/integration/routing.test.tsx.
describe('paths written outside the router', () => {
  it.each([
    ['/', 'en', '/'],
    ['/projects', 'en', '/projects'],
    ['/', 'es', '/es'],
    ['/projects', 'es', '/es/projects'],
    ['/404', 'es', '/es/404'],
  ] as const)('%s in %s is %s', (path, locale, localized) => {
    expect(localizedPath(path, locale)).toBe(localized)
  })
})
