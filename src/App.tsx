import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router'

/** The whole app; the same tree renders in the browser and when pages are prerendered. */
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />
}
