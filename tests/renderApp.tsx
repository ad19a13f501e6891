import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { createAppRouter } from '../src/router'

/**
 * Renders the whole app (real routes, layout and router) at `url` with an in-memory history,
 * as the browser would show it after loading that address.
 */
export async function renderApp(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter({ history })
  await act(() => router.load())
  const utils = render(<RouterProvider router={router} />)
  await act(async () => {})
  return { ...utils, router, history }
}
