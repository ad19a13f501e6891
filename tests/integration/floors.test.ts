import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The rules of eslint.config.js that `file` would break with `extra` added to it. */
async function rulesBrokenBy(file: string, extra: string) {
  const code = `${readFileSync(file, 'utf8')}\n${extra}\n`
  const [result] = await eslint.lintText(code, { filePath: file })
  return result?.messages.map((message) => message.ruleId) ?? []
}

describe('the house’s import rules', { timeout: 60_000 }, () => {
  // prettier-ignore
  it.each([
    ['an import cycle (errorPageMessages.ts is imported by messages.ts)', 'src/i18n/errorPageMessages.ts',
      "import { hasMessages } from './messages'\nexport const planted = hasMessages", 'import-x/no-cycle'],
    ['an import from a lower floor to a higher one', 'src/lib/useHydrated.ts',
      "import { useT } from '../i18n/useLocale'\nexport const planted = useT", 'import-x/no-restricted-paths'],
  ])('refuse %s', async (_, file, extra, rule) => {
    expect(await rulesBrokenBy(file, extra)).toEqual([rule])
  })
})
