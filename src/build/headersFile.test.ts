import { describe, expect, it } from 'vitest'
import { parseHeadersFile } from './headersFile.ts'

describe('the _headers format', () => {
  it('reads each rule with the headers it attaches and detaches', () => {
    const rules = parseHeadersFile(
      [
        '# a comment',
        '/*',
        '  X-Frame-Options: DENY',
        '',
        '/static/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  # an indented comment',
        '/private/:section',
        '  ! X-Robots-Tag',
        '  X-From: :section',
        'https://:project.pages.dev/*',
        '  X-Host: :project',
      ].join('\r\n'),
    )
    expect(rules).toEqual([
      { pattern: '/*', attach: [['X-Frame-Options', 'DENY']], detach: [] },
      {
        pattern: '/static/*',
        attach: [['Cache-Control', 'public, max-age=31536000, immutable']],
        detach: [],
      },
      { pattern: '/private/:section', attach: [['X-From', ':section']], detach: ['X-Robots-Tag'] },
      { pattern: 'https://:project.pages.dev/*', attach: [['X-Host', ':project']], detach: [] },
    ])
  })

  it.each([
    ['a header before any pattern', '  X-Test: yes', /line 1: a header line must follow/],
    ['a pattern that is not a path', 'projects\n  X-Test: yes', /line 1: a rule must start/],
    ['two splats', '/*/*\n  X-Test: yes', /line 1: a pattern may hold one splat only/],
    ['a placeholder used twice', '/:a/:a\n  X-Test: yes', /line 1: .* uses a placeholder twice/],
    ['a line without a colon', '/\n  X-Test yes', /line 2: expected "Name: value"/],
    ['an empty value', '/\n  X-Test:', /line 2: the header X-Test has no value/],
    ['a bad detach', '/\n  ! X Test', /line 2: "X Test" is not a header name/],
  ])('rejects %s with its line number', (_case, text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message)
  })
})
