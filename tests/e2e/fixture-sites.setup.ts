import { execFileSync } from 'node:child_process'
import { test } from '@playwright/test'
import { buildAddedProjectSite } from '../support/addedProject'

/**
 * The two sites some journeys need besides the usual build, built once per run before them
 * (playwright.config.ts: the "fixture sites" project, on which the journeys' project depends),
 * not inside a worker's fixture, where a retry or a second worker would build them again. Each
 * is a full build: on a busy 2-core machine, minutes.
 */
test.describe.configure({ mode: 'parallel', timeout: 600_000 })

test('the 60-project site (dist-many, projects-many.spec.ts)', () => {
  // Its 120 share cards as drafts: nothing here reads their pixels, and the palette of each
  // took about a second of CPU (most of this build).
  execFileSync('npm', ['run', '--silent', 'build:many-projects'], {
    stdio: 'ignore',
    env: { ...process.env, SHARE_CARDS: 'draft' },
  })
})

test('the site with one project added in the editor (dist-added, project-added.spec.ts)', async ({
  page,
}) => {
  await buildAddedProjectSite(page)
})
