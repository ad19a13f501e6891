/**
 * Finding elements as a visitor (and a screen reader) names them: by role and accessible name,
 * the way Playwright's getByRole does in tests/e2e. It runs inside the page, in any engine, so
 * `lookUp` must stay self-contained: no imports, no outer variables (engines send its source).
 */

export type Query = {
  role: string
  /** The accessible name, matched whole (spaces collapsed). */
  name?: string
  /** Headings only: 1 for <h1>… */
  level?: number
  /** Searches only inside the first element this query finds. */
  within?: Query
}

/** What a visitor can tell about the first match, and the names of all matches. */
export type Seen = {
  count: number
  names: string[]
  visible: boolean
  focused: boolean
  /** Focused, and the browser shows its focus ring (:focus-visible), as after keyboard use. */
  focusVisible: boolean
  /** Focus is on this element or inside it. */
  holdsFocus: boolean
  disabled: boolean
  /** What a screen reader reads after the name (aria-describedby). */
  description: string
  text: string
  value: string | null
  attributes: Record<string, string>
  /** Where a pointer would press it (viewport coordinates), if a press there reaches it. */
  target: { x: number; y: number } | null
}

/** 'focus' and 'reveal' (scroll into view when not fully in view) act on the first match. */
export type Act = 'see' | 'focus' | 'reveal'

export function lookUp(query: Query, act: Act): Seen {
  const implicit: Record<string, string> = {
    banner: 'header',
    button: 'button, input[type=button], input[type=submit], input[type=reset]',
    dialog: 'dialog',
    form: 'form',
    group: 'fieldset, details',
    heading: 'h1, h2, h3, h4, h5, h6',
    img: 'img:not([alt=""])',
    link: 'a[href], area[href]',
    navigation: 'nav',
    region: 'section',
    slider: 'input[type=range]',
    textbox:
      'textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search]',
  }
  // As ARIA names them from their content (a tooltip too).
  const namedByContent = [
    'button',
    'heading',
    'link',
    'switch',
    'tab',
    'menuitem',
    'option',
    'tooltip',
  ]
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

  const rendered = (element: Element) =>
    element.closest('[aria-hidden="true"], [inert]') === null && element.checkVisibility()

  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element) || !rendered(node)) return ''
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `
    if (node instanceof HTMLImageElement) return ` ${node.alt} `
    const inner = [...node.childNodes].map(textOf).join('')
    return getComputedStyle(node).display.startsWith('inline') ? inner : ` ${inner} `
  }

  const textOfIds = (ids: string) =>
    collapse(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((node) => (node ? [...node.childNodes].map(textOf).join('') : ''))
        .join(' '),
    )

  const roleOf = (element: Element): string | undefined => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0]
    if (explicit) return explicit
    return Object.keys(implicit).find((role) => {
      if (!element.matches(implicit[role] ?? '')) return false
      if (role === 'banner')
        return !element.parentElement?.closest('article, aside, main, nav, section')
      if (role === 'region' || role === 'form') return nameOf(element, role) !== ''
      return true
    })
  }

  const nameOf = (element: Element, role: string): string => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) return textOfIds(labelledBy)
    const label = element.getAttribute('aria-label')
    if (label) return collapse(label)
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const labels = [...(element.labels ?? [])]
      if (labels.length > 0) return collapse(labels.map(textOf).join(' '))
    }
    if (element instanceof HTMLImageElement) return collapse(element.alt)
    if (namedByContent.includes(role)) return collapse([...element.childNodes].map(textOf).join(''))
    return collapse(element.getAttribute('title') ?? '')
  }

  const levelOf = (element: Element) =>
    Number(element.getAttribute('aria-level') ?? element.tagName.match(/^H(\d)$/)?.[1] ?? 0)

  const find = (q: Query): Element[] => {
    const scope = q.within ? find(q.within)[0] : document.body
    if (!scope) return []
    const wanted = q.name === undefined ? undefined : collapse(q.name).toLowerCase()
    return [...scope.querySelectorAll('*')].filter((element) => {
      if (!rendered(element) || roleOf(element) !== q.role) return false
      if (q.level !== undefined && levelOf(element) !== q.level) return false
      if (wanted === undefined) return true
      return nameOf(element, q.role).toLowerCase() === wanted
    })
  }

  const matches = find(query)
  const element = matches[0]
  const names = matches.map((match) => nameOf(match, query.role))
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) {
    return {
      count: 0,
      names,
      visible: false,
      focused: false,
      focusVisible: false,
      holdsFocus: false,
      disabled: false,
      description: '',
      text: '',
      value: null,
      attributes: {},
      target: null,
    }
  }

  const box = () => element.getBoundingClientRect()
  const fullyInView = () => {
    const { top, left, bottom, right } = box()
    return top >= 0 && left >= 0 && bottom <= innerHeight && right <= innerWidth
  }
  if (act === 'focus') element.focus()
  if (act === 'reveal' && !fullyInView())
    element.scrollIntoView({ block: 'center', behavior: 'instant' })

  const { top, left, width, height } = box()
  const center = { x: left + width / 2, y: top + height / 2 }
  const hit = document.elementFromPoint(center.x, center.y)
  return {
    count: matches.length,
    names,
    visible: width > 0 && height > 0 && element.checkVisibility({ visibilityProperty: true }),
    focused: document.activeElement === element,
    focusVisible: element.matches(':focus-visible'),
    holdsFocus: element.contains(document.activeElement),
    disabled: element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true',
    description: textOfIds(element.getAttribute('aria-describedby') ?? ''),
    text: collapse(element.textContent ?? ''),
    value:
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
        ? element.value
        : null,
    attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
    target: hit && (hit === element || element.contains(hit)) ? center : null,
  }
}
