import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'

function createTestRouter({ isServer }: { isServer: boolean }) {
  const Root = () => <main children={<Outlet />} />
  const rootRoute = createRootRoute({ component: Root })
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Prerendered</h1>,
  })
  return createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer,
  })
}

/** Prerenders `/` as the build does, then hydrates it as the browser does, without routerHydration.ts. */
async function hydratePrerendered() {
  const server = createTestRouter({ isServer: true })
  await server.load()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<RouterProvider router={server} />)
  document.body.append(container)
  const prerenderedHeading = container.querySelector('h1')

  const client = createTestRouter({ isServer: false })
  await client.load()
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={client} />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return { errors, keptHeading: container.querySelector('h1') === prerenderedHeading }
}

afterEach(() => document.body.replaceChildren())

// With the workaround, every built page hydrates without an error: tests/e2e/pages-health.spec.ts.
// When this fails, the router hydrates prerendered HTML by itself: delete routerHydration.ts.
it('hydrating a prerendered page with TanStack Router still needs the workaround: without it the browser tree differs from the server’s', async () => {
  const { errors, keptHeading } = await hydratePrerendered()
  expect(errors.length).toBeGreaterThan(0)
  expect(keptHeading).toBe(false)
})
