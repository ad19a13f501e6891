/**
 * The little a journey needs from a browser, written once per engine (firefox.ts, webkit.ts):
 * everything else (finding by role and name, waiting, asserting) is built on it in page.ts.
 */

export type Key = 'Enter' | 'Escape' | 'Tab' | 'Space' | 'ArrowLeft' | 'ArrowRight' | 'End'

export type OpenOptions = {
  /** The page's inner size; WebKit's window cannot be narrower than its toolbar (447 px). */
  viewport: { width: number; height: number }
  /** Whether the browser tells pages the visitor prefers reduced motion. */
  reducedMotion: boolean
}

export interface EnginePage {
  /** Loads a URL and resolves once the page's load event has fired. */
  goto(url: string): Promise<void>
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
  /** Errors the current document reported (console.error, uncaught errors, CSP violations). */
  errors(): Promise<string[]>
  close(): Promise<void>
}

export interface Engine {
  name: 'firefox' | 'webkit'
  /** Why this engine cannot run on this machine, or undefined when it can. */
  missing(): string | undefined
  open(options: OpenOptions): Promise<EnginePage>
}

/**
 * Records what a visitor's console would show as errors, on the page's own `window`. Firefox
 * installs it before the page's first script; WebKit (classic WebDriver has no such hook) right
 * after the load event, which is still before the app's code is requested (src/ssr/prerender.mjs).
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
