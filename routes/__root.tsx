import { createRootRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useToasterRequested } from '../src/components/toast'
import { useHydrated } from '../src/components/useHydrated'
import { ErrorPage } from '../src/features/layout/ErrorPage'
import { NotFoundPage } from '../src/features/layout/NotFoundPage'
import { localeFromHref } from '../src/i18n/locales'
import { loadMessages } from '../src/i18n/messages'
import { SiteLayout } from '../src/features/layout/SiteLayout'

const Toaster = lazy(() => import('../src/components/Toaster'))
const Devtools = import.meta.env.DEV ? lazy(() => import('../src/devtools')) : () => null

export const Route = createRootRoute({
  // Every page waits for its language's messages (fetched once per language).
  beforeLoad: ({ location }) => loadMessages(localeFromHref(location.publicHref)),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

function RootComponent() {
  // Client-only extras appear after hydration, so the first render matches the prerendered HTML.
  const hydrated = useHydrated()
  const toasterRequested = useToasterRequested()
  useEffect(() => {
    // Marks the page as interactive (hydrated), for tests and for styles that need JavaScript.
    document.documentElement.dataset.ready = 'true'
  }, [])
  return (
    <>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      {hydrated && (
        <Suspense fallback={null}>
          {toasterRequested && <Toaster />}
          <Devtools />
        </Suspense>
      )}
    </>
  )
}
