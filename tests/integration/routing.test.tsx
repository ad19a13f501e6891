import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

afterEach(() => void vi.restoreAllMocks())

// The home page at /: src/features/home/HomePage.test.tsx; the header's links: language.test.tsx.
// The host serves one not-found page for every missing path: the switch names the one asked for.
// prettier-ignore
it.each([
  // An unknown language prefix before a real page's path is a missing page, in English.
  ['/fr/projects?x=1', 'Oops! Page not found', 'Return to Home', '/', 'Spanish version (Español)', '/es/fr/projects?x=1', 'Page not found'],
  ['/es/nada', '¡Uy! Página no encontrada', 'Volver al inicio', '/es', 'Versión en español', '/nada', 'Página no encontrada'],
])('%s is the not-found page in its language, with a way home and the switch to the same path; the path logged once', async (url, heading, home, homeHref, switchName, switchHref, title) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await renderApp(url)
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  expect(screen.getByText('404')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homeHref)
  const [toggle] = screen.getAllByRole('switch', { name: switchName })
  expect(toggle).toHaveAttribute('href', switchHref)
  await waitFor(() => expect(document.title).toBe(`${title} — Unreal Studio`))
  const calls = warn.mock.calls.filter((args) => String(args[0]).startsWith('404'))
  expect(calls).toHaveLength(1)
  expect(calls[0]).toContain(url)
})
