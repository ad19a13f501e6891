/**
 * The little a journey needs from a browser, written once per engine (firefox.ts, webkit.ts):
 * everything else (finding by role and name, waiting, asserting) is built on it in page.ts.
 */

export type Key =
  | 'Enter'
  | 'Escape'
  | 'Tab'
  | 'Space'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown'

/** A page's inner size; WebKit's window cannot be narrower than its toolbar (447 px). */
export type Viewport = { width: number; height: number }

export interface EnginePage {
  /**
   * Loads a URL and resolves once the page's load event has fired. `watch` (self-contained: its
   * source is sent) starts watching the new document as early as the engine allows: in Firefox
   * before the page's first script, in WebKit right after the load event (see recordErrors).
   */
  goto(url: string, watch?: () => void): Promise<void>
  /** Runs a self-contained function in the page (its source is sent) and returns its result. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>
  /** A real pointer press and release at viewport coordinates. */
  clickAt(x: number, y: number): Promise<void>
  press(key: Key): Promise<void>
  /** Types text with real key presses into whatever has focus. */
  type(text: string): Promise<void>
  /** The browser's Back. */
  back(): Promise<void>
  /**
   * Ends the page and what it leaves behind (its tab, with its history and storage): the browser
   * is ready for the next journey's page.
   */
  close(): Promise<void>
}

/** One running browser, which gives each journey a fresh page of its own in turn. */
export interface EngineBrowser {
  /** A fresh page with this inner size; one at a time (the previous one closed). */
  newPage(viewport: Viewport): Promise<EnginePage>
  /** False once the browser has gone (crashed, closed) or can no longer be driven. */
  usable(): boolean
  close(): Promise<void>
}

export interface Engine {
  name: 'firefox' | 'webkit'
  /** Why this engine cannot run on this machine, or undefined when it can. */
  missing(): string | undefined
  /** Starts a browser; journeys get their pages from the ones browsers.ts keeps running. */
  launch(): Promise<EngineBrowser>
}

/** Fails with `what` when `promise` has not settled within `ms`. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms)
    timer.unref()
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * Records what a visitor's console would show as errors, on the page's own `window`. Firefox
 * installs it before the page's first script; WebKit (classic WebDriver has no such hook) right
 * after the load event. The app's code is requested only after that event (tools/prerender/prerender.mjs),
 * but only a couple of frames later: React had already started on the page by then in none of 18
 * loads here on a quiet machine, and in 3 of 15 with the machine busy.
 */
export function recordErrors() {
  const page = window as unknown as { __engineErrors?: string[] }
  if (page.__engineErrors) return
  const errors: string[] = []
  page.__engineErrors = errors
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '))
    consoleError(...args)
  }
  addEventListener('error', (event) => errors.push(`Uncaught: ${event.message}`))
  addEventListener('unhandledrejection', (event) => errors.push(`Unhandled: ${event.reason}`))
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP ${event.violatedDirective} refused ${event.blockedURI || 'inline'}`),
  )
}

export function readErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []
}
