import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { locales, localizedPath } from '../../src/i18n/locales'
import { pages } from '../../src/pages'
import { categoryPagePath, projectPageFor, projectPagePath } from '../projectPages'

describe("a shared project link, on each language's projects page", () => {
  const projectsPaths = locales.map((locale) => localizedPath(pages.projects.path, locale))

  it('runs the Worker first, as wrangler.jsonc deploys it', () => {
    expect(env.DEPLOYED_RUN_WORKER_FIRST).toEqual(['/api/*', ...projectsPaths, '/videos/*'])
  })

  it("is answered with the project's own page in that language", () => {
    locales.forEach((locale, index) => {
      const url = new URL(`https://site.test${projectsPaths[index]}?project=casa-marea`)
      expect(projectPageFor(url), url.pathname).toBe(projectPagePath('casa-marea', locale))
    })
  })
})

describe("a filter's link, on each language's projects page", () => {
  const projectsPaths = locales.map((locale) => localizedPath(pages.projects.path, locale))
  const answer = (path: string, search: string) =>
    projectPageFor(new URL(`https://site.test${path}${search}`))

  it("is answered with the category's own page in that language", () => {
    locales.forEach((locale, index) => {
      const path = projectsPaths[index] ?? ''
      expect(answer(path, '?category=commercial')).toBe(categoryPagePath('commercial', locale))
    })
  })

  it('leaves a project link to the project, and a malformed category to the plain page', () => {
    expect(answer('/projects', '?category=commercial&project=casa-marea')).toBe(
      projectPagePath('casa-marea', 'en'),
    )
    // A project's page shows every project behind it: the app renders afresh with the filter.
    expect(answer('/projects', '?category=commercial&project=Nope')).toBeUndefined()
    for (const search of ['?category=', '?category=Commercial', '?category=a&category=b'])
      expect(answer('/projects', search), search).toBeUndefined()
  })
})
