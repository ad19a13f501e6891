import { env } from 'cloudflare:test'
import { expect, it } from 'vitest'
import { categoryPagePath, projectPagePath } from '../../shared/pages'
import { visitedPages } from '../stats'
import { projectPageFor } from '../projectPages'

it('every page, in each language, runs the Worker first (which counts its views), as wrangler.jsonc deploys it', () => {
  const pagesOfSite = [...visitedPages.keys()]
  expect(pagesOfSite).toEqual(expect.arrayContaining(['/', '/es', '/projects', '/es/projects']))
  expect([...env.DEPLOYED.assets.run_worker_first].sort()).toEqual(
    ['/api/*', ...pagesOfSite, '/videos/*'].sort(),
  )
})

// prettier-ignore
it.each([
  ['/projects?category=commercial&ref=mail', categoryPagePath('commercial', 'en')],
  ['/es/projects?category=commercial&ref=mail', categoryPagePath('commercial', 'es')],
  ['/projects?category=commercial&project=casa-marea', projectPagePath('casa-marea', 'en')],
  // A project's page shows every project behind it: the app renders afresh with the filter.
  ['/projects?category=commercial&project=Nope', undefined],
  ['/projects?category=', undefined],
  ['/projects?category=Commercial', undefined],
  ['/projects?category=a&category=b', undefined],
])("a filter's or a project's link %s is answered with the page %s", (address, page) => {
  expect(projectPageFor(new URL(`https://site.test${address}`))?.path).toBe(page)
})
