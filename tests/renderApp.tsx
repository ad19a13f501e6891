import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { createQueryClient } from '../src/queryClient'
import { createAppRouter } from '../src/router'

/**
 * Renders the whole app (real routes, layout and router) at `url` with an in-memory history,
 * as the browser would show it after loading that address.
 */
export async function renderApp(url: string) {
  const queryClient = createQueryClient()
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter({ queryClient, history })
  await act(() => router.load())
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await act(async () => {})
  return { ...utils, router, history, queryClient }
}
