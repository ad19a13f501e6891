import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filmPlayers } from '../../shared/filmPlayers'
import { site } from '../../shared/site'
import { richBlocks } from '../../tools/content/parseRichText'
import { plainText } from '../../src/content/richText'
import { wordsFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { publishedProjects } from '../publishedProjects'
import { builtFile, textsOf } from '../support/manifest'

/** What the build wrote into dist/ (`npm run build` first) and the site serves as it is. */
function built(file: string) {
  const path = join('dist', file)
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`)
  return readFileSync(path, 'utf8')
}

it("no visitor's page links to the editor (/admin), and no script the app can load is the editor's", () => {
  const files = readdirSync('dist', { recursive: true }).map(String)
  const pages = files.filter((name) => name.endsWith('.html') && !name.startsWith('admin'))
  const scripts = files.filter((name) => name.startsWith('assets') && name.endsWith('.js'))
  expect(pages.length).toBeGreaterThan(6)
  expect(scripts.length).toBeGreaterThan(3)
  for (const name of pages) expect(built(name), name).not.toMatch(/\/admin\b|sveltia/i)
  for (const name of scripts) expect(built(name), name).not.toMatch(/sveltia/i)
})

// V8's explicit compile hint (vite.config.ts, `postBanner`): without it, the page's first press
// compiled React DOM's event code on the main thread before it could paint.
it("React DOM's script asks the browser to compile it while it loads", () => {
  const [firstLine] = built(builtFile('node_modules/react-dom/client.js')).split('\n', 1)
  expect(firstLine).toBe('//# allFunctionsCalledOnLoad')
})

// Without JavaScript, the switch on a filter's or a shared project's page opens the same in the
// other language (the Worker answers either with its own page: worker/test/served.test.ts).
it.each([
  ['category-pages/en/documentary.html', '/es/projects?category=documentary'],
  ['project-pages/es/neon-requiem.html', '/projects?project=neon-requiem'],
])("%s's language switch is a link to %s", (file, href) => {
  const switches = [...built(file).matchAll(/<a [^>]*role="switch"[^>]*href="([^"]*)"/g)]
  expect(new Set(switches.map(([, to]) => to))).toEqual(new Set([href]))
})

it("a filter's own page marks its filter as the current one", () => {
  expect(built('category-pages/es/documentary.html')).toMatch(
    /<a [^>]*href="\/es\/projects\?category=documentary"[^>]*aria-current="page">Documental/,
  )
})

// A gallery's viewer moves between stills (tests/e2e/project-gallery.spec.ts); a card's loop plays.
it('the demo projects have galleries of two or three stills, and some have a loop', () => {
  expect(new Set(publishedProjects.map(({ loop }) => loop))).toEqual(new Set([true, false]))
  const galleried = publishedProjects.filter((project) => project.gallery.length > 0)
  expect(galleried.length).toBeGreaterThan(0)
  for (const project of galleried) expect([2, 3], project.slug).toContain(project.gallery.length)
})

// The pages of the studio's words as served. Reached from the footer, taken over by the app, and
// axe: home.spec.ts.
describe.each(['en', 'es'] as const)('in %s', (locale) => {
  const folder = locale === 'es' ? 'es/' : ''

  it("the privacy page says who runs the site, what is counted and kept, and the visitor's rights", () => {
    const html = built(`${folder}privacy/index.html`)
    const words = privacyWords[locale]
    expect(textsOf(html, 'title')).toEqual([wordsFor(locale).pages.privacy.title])
    expect(textsOf(html, 'h1')).toEqual([words.title])
    // Whether the sentences are true: worker/test/stats.test.ts and stats.spec.ts.
    const parts = ['counted', 'visitors', 'notCounted', 'browser', 'messages', 'services'] as const
    const titles = [...parts, 'rights' as const].map((key) => words[`${key}.title`])
    expect(textsOf(html, 'h2')).toEqual(expect.arrayContaining(titles))
    const main = textsOf(html, 'main').join(' ')
    for (const named of [site.email, ...Object.keys(filmPlayers)]) expect(main).toContain(named)
  })

  it('the AI page has the headings of src/content/ai/<locale>.md', () => {
    const blocks = richBlocks(readFileSync(`src/content/ai/${locale}.md`, 'utf8'))
    const headings = (level: number) =>
      blocks.flatMap((block) =>
        block.kind === 'heading' && block.level === level ? [plainText([block.children])] : [],
      )
    const html = built(`${folder}ai/index.html`)
    expect(textsOf(html, 'title')).toEqual([wordsFor(locale).pages.ai.title])
    expect(textsOf(html, 'h1')).toEqual(headings(1))
    expect(textsOf(html, 'h2')).toEqual(headings(2))
  })
})
