import { vi } from 'vitest'
import { readErrors, type EnginePage, type Key } from './engine'
import { lookUp, type Query } from './inPage'

/** A query by role and accessible name, as getByRole(role, { name }) reads in tests/e2e. */
export function byRole(
  role: string,
  name?: string,
  options: Omit<Query, 'role' | 'name'> = {},
): Query {
  return { role, ...(name === undefined ? {} : { name }), ...options }
}

/** How long an action waits for its element to be there, visible, enabled and not covered. */
const ACTION_TIMEOUT_MS = 10_000

/**
 * What a visitor does and sees, the same in every engine. Actions wait for their element (as
 * Playwright's do); reading is one look, to be polled with `expect.poll(() => page.see(…))`.
 */
export class Page {
  constructor(
    private readonly engine: EnginePage,
    private readonly baseURL: string,
  ) {}

  /** Opens a path of the site and waits until the app has hydrated it (`<html data-ready>`). */
  async goto(path: string) {
    await this.engine.goto(this.baseURL + path)
    await this.untilInteractive()
    // Without it, keys still arrive but a browser may not act on them as for a visitor.
    if (!(await this.evaluate(() => document.hasFocus()))) {
      throw new Error('the browser window does not have the keyboard focus')
    }
  }

  /**
   * Opens a path of the site and resolves at its load event, before the app's code is requested
   * (tools/prerender/prerender.mjs): for a journey that watches the app take over the page, with `watch`
   * started as early as the engine allows (EnginePage.goto).
   */
  load(path: string, watch?: () => void) {
    return this.engine.goto(this.baseURL + path, watch)
  }

  async untilInteractive() {
    await vi.waitFor(
      async () => {
        const ready = await this.evaluate(() => document.documentElement.dataset.ready === 'true')
        if (!ready) throw new Error('the app did not hydrate the page')
      },
      { timeout: ACTION_TIMEOUT_MS, interval: 50 },
    )
  }

  see(query: Query) {
    return this.engine.evaluate(lookUp, query, 'see')
  }

  /** Presses the element with a real pointer, after scrolling it into view. */
  async click(query: Query) {
    const target = await this.actionable(query)
    await this.engine.clickAt(target.x, target.y)
  }

  async focus(query: Query) {
    await this.actionable(query)
    await this.engine.evaluate(lookUp, query, 'focus')
  }

  /** Clicks into a field and types, key by key. */
  async fill(query: Query, text: string) {
    await this.click(query)
    await this.engine.type(text)
  }

  press(key: Key) {
    return this.engine.press(key)
  }

  back() {
    return this.engine.back()
  }

  /** Path, search and hash of the address bar. */
  path() {
    return this.evaluate(() => location.pathname + location.search + location.hash)
  }

  /** The errors a visitor's console would show for the current document (recordErrors). */
  errors() {
    return this.engine.evaluate(readErrors)
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.engine.evaluate(fn, ...args)
  }

  private actionable(query: Query) {
    return vi.waitFor(
      async () => {
        const seen = await this.engine.evaluate(lookUp, query, 'reveal')
        if (seen.count === 0) throw new Error(`no ${label(query)}`)
        if (!seen.visible) throw new Error(`${label(query)} is not visible`)
        if (seen.disabled) throw new Error(`${label(query)} is disabled`)
        if (!seen.target) throw new Error(`${label(query)} is covered by another element`)
        // Still in the same place a moment later (not sliding or scrolling), as Playwright waits.
        const again = await this.see(query)
        if (again.target?.x !== seen.target.x || again.target.y !== seen.target.y) {
          throw new Error(`${label(query)} is moving`)
        }
        return seen.target
      },
      { timeout: ACTION_TIMEOUT_MS, interval: 50 },
    )
  }
}

function label(query: Query): string {
  const inside = query.within ? ` in ${label(query.within)}` : ''
  return `${query.role}${query.name === undefined ? '' : ` "${query.name}"`}${inside}`
}
