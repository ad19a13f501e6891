import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { locales, localizedPath } from '../../shared/locales'
import { categoryPagePath, pagePaths, projectPagePath } from '../../shared/pages'
import { visitedPages } from '../stats'
import { projectPageFor } from '../projectPages'
import { answer } from './helpers'

// A shared link answered with its project's page, in each language: served.test.ts.
it("HEAD of a shared project link: the project's own page's headers, and no body", async () => {
  const path = '/es/projects?project=casa-marea'
  const page = await answer(path)
  const head = await answer(path, { method: 'HEAD' })
  expect(head.status).toBe(200)
  // The same file as GET's (the project's own page, not the plain projects page).
  expect(head.headers.get('ETag')).toBe(page.headers.get('ETag'))
  expect(head.headers.get('ETag')).not.toBe((await answer('/es/projects')).headers.get('ETag'))
  for (const name of ['Content-Type', 'Content-Security-Policy'])
    expect(head.headers.get(name)).toBe(page.headers.get(name))
  expect(await page.text()).toContain('<title>Casa Marea')
  expect((await head.arrayBuffer()).byteLength).toBe(0)
})

it('every page, in each language, runs the Worker first (which counts its views), as wrangler.jsonc deploys it', () => {
  const pagesOfSite = [...visitedPages.keys()]
  expect(pagesOfSite).toEqual(expect.arrayContaining(['/', '/es', '/projects', '/es/projects']))
  expect([...env.DEPLOYED_RUN_WORKER_FIRST].sort()).toEqual(
    ['/api/*', ...pagesOfSite, '/videos/*'].sort(),
  )
})

describe("a filter's link, on each language's projects page", () => {
  const answer = (path: string, search: string) =>
    projectPageFor(new URL(`https://site.test${path}${search}`))?.path

  it.each(locales)("is answered with the category's own page in %s", (locale) => {
    const path = localizedPath(pagePaths.projects, locale)
    expect(answer(path, '?category=commercial&ref=mail')).toBe(
      categoryPagePath('commercial', locale),
    )
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
