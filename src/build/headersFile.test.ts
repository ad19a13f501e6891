import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from './headersFile.ts'

const valueOf = (headers: ReturnType<typeof headersFor>, name: string) =>
  headers.get(name.toLowerCase())?.value

describe('the _headers format', () => {
  const rules = parseHeadersFile(
    [
      '# a comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  X-Robots-Tag: noindex',
      '',
      '/static/*',
      '  Cache-Control: immutable',
      '  X-Robots-Tag: nosnippet',
      '  # an indented comment',
      '/movies/:title',
      '  X-Movie: you are watching :title',
      '/private/*',
      '  ! X-Robots-Tag',
      '  X-From: :splat',
      'https://:project.pages.dev/*',
      '  X-Host: :project',
    ].join('\r\n'),
  )

  it('applies a splat rule to every path, the root included', () => {
    expect(valueOf(headersFor(rules, '/'), 'x-frame-options')).toBe('DENY')
    expect(valueOf(headersFor(rules, '/a/b/c.js'), 'X-Frame-Options')).toBe('DENY')
  })

  it('applies every matching rule and joins a header set twice with a comma', () => {
    const headers = headersFor(rules, '/static/app.js')
    expect(valueOf(headers, 'cache-control')).toBe('immutable')
    expect(valueOf(headers, 'x-robots-tag')).toBe('noindex, nosnippet')
  })

  it('matches a placeholder to one segment and fills it into the value', () => {
    expect(valueOf(headersFor(rules, '/movies/alien'), 'x-movie')).toBe('you are watching alien')
    expect(headersFor(rules, '/movies/alien/extra').has('x-movie')).toBe(false)
    expect(headersFor(rules, '/movies/').has('x-movie')).toBe(false)
  })

  it('detaches a header a wider rule set and fills in the splat', () => {
    const headers = headersFor(rules, '/private/a/b')
    expect(headers.has('x-robots-tag')).toBe(false)
    expect(valueOf(headers, 'x-from')).toBe('a/b')
  })

  it('matches an absolute rule on the host, ignoring the port', () => {
    expect(valueOf(headersFor(rules, '/x', 'demo.pages.dev'), 'x-host')).toBe('demo')
    expect(headersFor(rules, '/x', 'unreal.example').has('x-host')).toBe(false)
  })

  it('treats regular-expression characters in a pattern literally', () => {
    const literal = parseHeadersFile('/a.b(c)\n  X-Test: yes')
    expect(headersFor(literal, '/a.b(c)').has('x-test')).toBe(true)
    expect(headersFor(literal, '/aXb(c)').has('x-test')).toBe(false)
  })

  it.each([
    ['a header before any pattern', '  X-Test: yes', /line 1: a header line must follow/],
    ['a pattern that is not a path', 'projects\n  X-Test: yes', /line 1: a rule must start/],
    ['two splats', '/*/*\n  X-Test: yes', /line 1: a pattern may hold one splat only/],
    ['a placeholder used twice', '/:a/:a\n  X-Test: yes', /line 1: .* not a valid pattern/],
    ['a line without a colon', '/\n  X-Test yes', /line 2: expected "Name: value"/],
    ['an empty value', '/\n  X-Test:', /line 2: the header X-Test has no value/],
    ['a bad detach', '/\n  ! X Test', /line 2: "X Test" is not a header name/],
  ])('rejects %s with its line number', (_case, text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message)
  })
})
