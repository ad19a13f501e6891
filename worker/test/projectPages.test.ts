import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { locales, localizedPath } from '../../shared/locales'
import { pagePaths, projectPagePath } from '../../shared/pages'
import { projectPageFor } from '../projectPages'

describe("a shared project link, on each language's projects page", () => {
  const projectsPaths = locales.map((locale) => localizedPath(pagePaths.projects, locale))

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
