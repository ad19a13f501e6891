import type { Page } from '@playwright/test'
import { FILM_PLAYER_ORIGINS } from './videoHost'

/**
 * Everything a visit must not produce (`policyWarnings`: the browser's warnings about the site's
 * policy headers). The 404 page's `console.warn` is not among them.
 */
export const noProblems = {
  consoleErrors: [],
  pageErrors: [],
  cspViolations: [],
  dialogs: [],
  foreignRequests: [],
  policyWarnings: [],
}

const POLICY_WARNING = /Permissions-Policy|Content[ -]Security[ -]Policy|Feature-Policy/i

/** Chrome's own console line for a document served with status 404, as the not-found page is. */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404'

/**
 * Records what `noProblems` lists (CSP violations from a listener installed before any page
 * script; dialogs dismissed). Call before the first navigation; read `problems()` at the end.
 */
export async function watchPage(page: Page, siteOrigin: string) {
  const recorded = Object.fromEntries(
    Object.keys(noProblems).map((key) => [key, [] as string[]]),
  ) as Record<keyof typeof noProblems, string[]>
  const consoleErrors: [text: string, url: string][] = []
  const notFoundDocuments = new Set<string>()
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() === 404)
      notFoundDocuments.add(response.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'assert')
      consoleErrors.push([message.text(), message.location().url])
    else if (message.type() === 'warning' && POLICY_WARNING.test(message.text()))
      recorded.policyWarnings.push(message.text())
  })
  page.on('pageerror', (error) => recorded.pageErrors.push(error.message))
  page.on('dialog', (dialog) => {
    recorded.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url())
    if (protocol === 'data:' || protocol === 'blob:') return
    if (origin !== siteOrigin && !FILM_PLAYER_ORIGINS.includes(origin))
      recorded.foreignRequests.push(request.url())
  })
  await page.exposeBinding('__reportCspViolation', (_source, report: unknown) => {
    recorded.cspViolations.push(JSON.stringify(report))
  })
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const target = window as unknown as { __reportCspViolation?: (report: object) => void }
        target.__reportCspViolation?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        })
      },
      true,
    )
  })
  return {
    problems: () => ({
      ...recorded,
      consoleErrors: consoleErrors
        .filter(
          ([text, url]) =>
            !(text.startsWith(DOCUMENT_404) && notFoundDocuments.has(url.split('#', 1)[0] ?? url)),
        )
        .map(([text, url]) => `${text} (${url})`),
    }),
  }
}
