import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { createAppRouter } from '../src/router'

/**
 * Renders the whole app (real routes, layout and router) at `url` with an in-memory history,
 * as the browser would show it after loading that address (coming from `from`, when given: the
 * history's entry before it).
 */
export async function renderApp(url: string, from?: string) {
  const history = createMemoryHistory(
    from === undefined
      ? { initialEntries: [url] }
      : { initialEntries: [from, url], initialIndex: 1 },
  )
  const router = createAppRouter({ history })
  await act(() => router.load())
  const utils = render(<RouterProvider router={router} />)
  await act(async () => {})
  return { ...utils, router, history }
}
