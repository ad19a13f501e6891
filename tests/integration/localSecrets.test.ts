import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'

// wrangler reads local secrets (the webhook's address, an email key) from .dev.vars, .dev.vars.<env>
// and .env files (docs/messages.md): none of them can be committed by `git add -A`.
it.each(['.dev.vars', '.dev.vars.staging', '.env', '.env.local'])('%s stays out of git', (path) => {
  // `git check-ignore` names the path when git ignores it; exits 1 (a throw) when not.
  const ignored = execFileSync('git', ['check-ignore', '--no-index', path], { encoding: 'utf8' })
  expect(ignored.trim()).toBe(path)
})
