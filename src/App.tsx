import { RouterProvider, type AnyRouter } from '@tanstack/react-router'

/** The whole app; the same tree renders in the browser and when pages are prerendered. */
export function App({ router }: { router: AnyRouter }) {
  return <RouterProvider router={router} />
}
