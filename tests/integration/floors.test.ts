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
  it('refuse an import cycle (errorPageMessages.ts is imported by messages.ts)', async () => {
    const broken = await rulesBrokenBy(
      'src/i18n/errorPageMessages.ts',
      "import { hasMessages } from './messages'\nexport const planted = hasMessages",
    )
    expect(broken).toEqual(['import-x/no-cycle'])
  })

  it('refuse an import from a lower floor to a higher one', async () => {
    const broken = await rulesBrokenBy(
      'src/lib/useHydrated.ts',
      "import { useT } from '../i18n/useLocale'\nexport const planted = useT",
    )
    expect(broken).toEqual(['import-x/no-restricted-paths'])
  })
})
