import { beforeAll, expect, inject, test, vi } from 'vitest'
import {
  engines,
  openPage,
  startBrowser,
  type EnginePage,
  type Key,
  type Viewport,
} from './browsers'

/** An element as getByRole(role, { name }) finds it in tests/e2e: the accessible name whole. */
export type Query = { role: string; name?: string; level?: number; within?: Query }

export const byRole = (role: string, name?: string, more: Omit<Query, 'role' | 'name'> = {}) =>
  ({ role, name, ...more }) as Query

// One journey, run in each engine in a fresh page, against the suite's server or `baseURL()` (e.g.
// a proxy). A missing engine is skipped on a developer's machine; in CI it fails.
export function journey(
  name: string,
  run: (page: Page) => Promise<void>,
  { baseURL = async () => inject('baseURL'), viewport = { width: 1280, height: 800 } } = {} as {
    baseURL?: () => Promise<string>
    viewport?: Viewport
  },
) {
  // Started before the file's journeys, not in the first one's time.
  beforeAll(async () => {
    await Promise.all(engines.filter((engine) => !engine.missing()).map(startBrowser))
  }, 60_000)
  for (const engine of engines) {
    test(`${engine.name} › ${name}`, async (context) => {
      const missing = engine.missing()
      if (missing && !process.env.CI) context.skip(`${missing}; npm run test:setup installs it`)
      if (missing) throw new Error(`${missing}; npm run test:setup installs it`)
      const site = await baseURL()
      const { page, finish } = await openPage(engine, viewport)
      context.onTestFinished(({ task }) => finish(task.result?.state === 'pass'), 30_000)
      await run(new Page(page, site))
    })
  }
}

// What a visitor does and sees, in every engine. Actions wait as Playwright's do; `see` is one
// look, `until` polls it.
export class Page {
  constructor(
    private readonly engine: EnginePage,
    private readonly baseURL: string,
  ) {}

  /** Opens a path and waits until the app has hydrated it (`<html data-ready>`). */
  async goto(path: string) {
    await this.load(path)
    await this.untilInteractive()
    // Without it, keys still arrive but a browser may not act on them as for a visitor.
    if (!(await this.evaluate(() => document.hasFocus())))
      throw new Error('the window has no focus')
  }

  /** Opens a path and resolves at its load event, before the app's code is requested. */
  load(path: string, ...watches: (() => void)[]) {
    return this.engine.goto(this.baseURL + path, watches)
  }

  untilInteractive() {
    const ready = () => this.evaluate(() => document.documentElement.dataset.ready === 'true')
    return expect.poll(ready, { message: 'the app did not hydrate the page' }).toBe(true)
  }

  see(query: Query) {
    return this.engine.evaluate(lookUp, query, 'see')
  }

  until(query: Query, seen: Record<string, unknown>) {
    return expect.poll(() => this.see(query)).toMatchObject(seen)
  }

  /** A real pointer press on the element, scrolled into view. */
  async click(query: Query) {
    const { x, y } = await this.actionable(query, 'reveal')
    await this.engine.clickAt(x, y)
  }

  async focus(query: Query) {
    await this.actionable(query, 'focus')
  }

  /** Clicks into a field and types, key by key. */
  async fill(query: Query, text: string) {
    await this.click(query)
    await this.engine.type(text)
  }

  press = (key: Key) => this.engine.press(key)
  back = () => this.engine.back()
  path = () => this.evaluate(() => location.pathname + location.search + location.hash)

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
    return this.engine.evaluate(fn, ...args)
  }

  /** Waits until the element is there, visible, enabled, not covered and still; then `act`. */
  private actionable(query: Query, act: 'reveal' | 'focus') {
    const what = `${query.role} "${query.name ?? ''}"`
    return vi.waitFor(
      async () => {
        const seen = await this.engine.evaluate(lookUp, query, 'reveal')
        const again = await this.see(query)
        if (!seen.visible || seen.disabled) throw new Error(`${what} is not there or disabled`)
        if (!seen.target || again.target?.x !== seen.target.x || again.target.y !== seen.target.y)
          throw new Error(`${what} is covered or moving`)
        if (act === 'focus') await this.engine.evaluate(lookUp, query, 'focus')
        return seen.target
      },
      { timeout: 10_000, interval: 50 },
    )
  }
}

// Runs in the page (self-contained): what a visitor can tell of the first element of `query`'s
// role and name, once scrolled into view (`reveal`) or focused.
function lookUp(query: Query, act: 'see' | 'reveal' | 'focus') {
  const implicit: Record<string, string> = {
    banner: 'header',
    button: 'button',
    dialog: 'dialog',
    form: 'form[aria-label], form[aria-labelledby]',
    heading: 'h1, h2, h3, h4, h5, h6',
    img: 'img:not([alt=""])',
    link: 'a[href]',
    navigation: 'nav',
    region: 'section[aria-label], section[aria-labelledby]',
    slider: 'input[type=range]',
    textbox: 'textarea, input:not([type]), input[type=text], input[type=email]',
  }
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
  const shown = (element: Element) =>
    !element.closest('[aria-hidden="true"], [inert]') && element.checkVisibility()
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element) || !shown(node)) return ''
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `
    if (node instanceof HTMLImageElement) return ` ${node.alt} `
    const inner = [...node.childNodes].map(textOf).join('')
    return getComputedStyle(node).display.startsWith('inline') ? inner : ` ${inner} `
  }
  const textIn = (nodes: (Node | null)[]) =>
    collapse(nodes.map((node) => [...(node?.childNodes ?? [])].map(textOf).join('')).join(' '))
  const nameOf = (element: Element) => {
    const ids = element.getAttribute('aria-labelledby')
    if (ids) return textIn(ids.split(/\s+/).map((id) => document.getElementById(id)))
    const label = element.getAttribute('aria-label') ?? (element as HTMLImageElement).alt
    if (label) return collapse(label)
    const labels = [...((element as HTMLInputElement).labels ?? [])]
    return textIn(labels.length ? labels : [element])
  }
  const roleOf = (element: Element) =>
    element.getAttribute('role') ??
    Object.keys(implicit).find((role) => element.matches(implicit[role] ?? ''))
  const find = (q: Query): Element[] => {
    const scope = q.within ? find(q.within)[0] : document.body
    return [...(scope?.querySelectorAll('*') ?? [])].filter(
      (element) =>
        roleOf(element) === q.role &&
        (q.level === undefined || element.tagName === `H${q.level}`) &&
        shown(element) &&
        (q.name === undefined || nameOf(element).toLowerCase() === collapse(q.name).toLowerCase()),
    )
  }
  const matches = find(query)
  const element = matches[0] as HTMLElement | undefined
  if (act === 'focus') element?.focus()
  const box = () => element?.getBoundingClientRect() ?? new DOMRect()
  const { top, left, bottom, right } = box()
  if (
    element &&
    act === 'reveal' &&
    (top < 0 || left < 0 || bottom > innerHeight || right > innerWidth)
  )
    element.scrollIntoView({ block: 'center', behavior: 'instant' })
  const { x, y, width, height } = box()
  const center = { x: x + width / 2, y: y + height / 2 }
  const hit = element && document.elementFromPoint(center.x, center.y)
  return {
    count: matches.length,
    names: matches.map(nameOf),
    visible: !!element && width > 0 && element.checkVisibility({ visibilityProperty: true }),
    focused: !!element && document.activeElement === element,
    /** Focused, with the focus ring a keyboard brings (:focus-visible). */
    focusVisible: !!element?.matches(':focus-visible'),
    /** Focus is on this element or inside it. */
    holdsFocus: !!element?.contains(document.activeElement),
    disabled: !!element?.matches(':disabled, [aria-disabled="true"]'),
    text: collapse(element?.textContent ?? ''),
    value: (element as HTMLInputElement | undefined)?.value ?? null,
    attributes: Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name, a.value])),
    /** Where a pointer press would reach it (viewport coordinates), if one would. */
    target: hit && element?.contains(hit) ? center : null,
  }
}
