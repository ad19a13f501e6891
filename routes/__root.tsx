import { createRootRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { DocumentTitle } from '../src/components/DocumentTitle'
import { useToasterRequested } from '../src/components/toast'
import { useHydrated } from '../src/components/useHydrated'
import { ErrorPage } from '../src/features/layout/ErrorPage'
import { SiteLayout } from '../src/features/layout/SiteLayout'
import { orNothing } from '../src/loadCode'

const Toaster = lazy(orNothing(() => import('../src/components/Toaster')))
const Devtools = import.meta.env.DEV ? lazy(() => import('../src/devtools')) : () => null

export const Route = createRootRoute({
  component: RootComponent,
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
      <DocumentTitle />
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
