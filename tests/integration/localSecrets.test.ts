import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'

/** What `git check-ignore` says of `path`: the path when git ignores it, nothing when it does not. */
const ignored = (path: string) => {
  try {
    return execFileSync('git', ['check-ignore', '--no-index', path], { encoding: 'utf8' }).trim()
  } catch {
    return '' // exit 1: not ignored
  }
}

// wrangler reads local secrets (the webhook's address, an email key) from .dev.vars, .dev.vars.<env>
// and .env files (docs/messages.md): none of them can be committed by `git add -A`.
it.each(['.dev.vars', '.dev.vars.staging', '.env', '.env.local'])('%s stays out of git', (path) => {
  expect(ignored(path)).toBe(path)
})
