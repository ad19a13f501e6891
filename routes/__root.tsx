import { createRootRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DocumentTitle } from '../src/components/DocumentTitle'
import { useToasterRequested } from '../src/components/toast'
import { useHydrated } from '../src/lib/useHydrated'
import { ErrorPage } from '../src/features/layout/ErrorPage'
import { SiteLayout } from '../src/features/layout/SiteLayout'
import { later } from '../src/lib/loadLater'

// A decoration: gone, the page goes on without its toasts.
const Toaster = lazy(later(() => import('../src/components/Toaster'), 'nothing'))
const Devtools = import.meta.env.DEV ? lazy(() => import('../src/devtools')) : () => null

export const Route = createRootRoute({
  component: RootComponent,
  errorComponent: ErrorPage,
})

function RootComponent() {
  // Client-only extras appear after hydration, so the first render matches the prerendered HTML.
  const hydrated = useHydrated()
  const toasterRequested = useToasterRequested()
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
