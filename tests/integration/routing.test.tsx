import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

afterEach(() => void vi.restoreAllMocks())

describe('routing', () => {
  // The home page at /: src/features/home/HomePage.test.tsx; the header's links: language.test.tsx.
  // An unknown language prefix before a real page's path is a missing page, in English.
  it('shows the not-found page for an unknown path and logs the path once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp('/fr/projects?x=1')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    const [toggle] = screen.getAllByRole('switch', { name: 'Spanish version (Español)' })
    expect(toggle).toHaveAttribute('href', '/es/fr/projects?x=1')
    await waitFor(() => expect(document.title).toBe('Page not found — Unreal Studio'))
    const calls = warn.mock.calls.filter((args) => String(args[0]).startsWith('404'))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toContain('/fr/projects?x=1')
  })

  it('keeps the not-found page in Spanish under /es', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp('/es/nada')
    const heading = '¡Uy! Página no encontrada'
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
    // The host serves one not-found page for every missing path: the switch names the one asked for.
    const [toggle] = screen.getAllByRole('switch', { name: 'Versión en español' })
    expect(toggle).toHaveAttribute('href', '/nada')
  })
})
