import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { locales, localizedPath } from '../../src/i18n/locales'
import { pages } from '../../src/pages'
import { projectPageFor, projectPagePath } from '../projectPages'
import { pagePaths } from '../site'

describe("a shared project link, on each language's projects page", () => {
  const projectsPaths = locales.map((locale) => localizedPath(pages.projects.path, locale))

  it('runs the Worker first, as wrangler.jsonc deploys it', () => {
    expect(env.DEPLOYED_RUN_WORKER_FIRST).toEqual(expect.arrayContaining(projectsPaths))
  })

  it("is answered with the project's own page in that language", () => {
    locales.forEach((locale, index) => {
      const url = new URL(`https://site.test${projectsPaths[index]}?project=casa-marea`)
      expect(projectPageFor(url), url.pathname).toBe(projectPagePath('casa-marea', locale))
    })
  })
})

describe('every page, in each language', () => {
  it('runs the Worker first (which counts its views), as wrangler.jsonc deploys it', () => {
    const pagesOfSite = [...pagePaths.keys()]
    expect(pagesOfSite).toEqual(expect.arrayContaining(['/', '/es', '/projects', '/es/projects']))
    expect([...(env.DEPLOYED_RUN_WORKER_FIRST as string[])].sort()).toEqual(
      ['/api/*', ...pagesOfSite, '/videos/*'].sort(),
    )
  })
})
