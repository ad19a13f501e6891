import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Names of the JavaScript files the page has requested so far. */
function scriptsOf(page: Page) {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname)
  })
  return names
}

const modalCode = /\/(ProjectModal|dialog)-[\w-]+\.js$/

test('the project modal and its dialog code load only when a project is about to open', async ({
  page,
}) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  )
  const scripts = scriptsOf(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((name) => modalCode.test(name))).toEqual([])

  await page.goto('/projects', { waitUntil: 'networkidle' })
  expect(scripts.filter((name) => modalCode.test(name))).toEqual([])

  const card = page
    .getByRole('region', { name: 'All projects' })
    .getByRole('link', { name: 'Open Neon Requiem' })
  await card.hover()
  await expect.poll(() => scripts.filter((name) => modalCode.test(name)).length).toBe(2)
  await card.click()
  await expect(page.getByRole('dialog', { name: 'Neon Requiem' })).toBeVisible()
})
