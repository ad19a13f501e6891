import { screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

// The English page, its way home followed in the browser: tests/e2e/not-found.spec.ts.
it('shows the not-found page for an unknown path in its language, and logs the path once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await renderApp('/es/no/such/page?x=1')
  expect(await screen.findByText('404')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: '¡Uy! Página no encontrada' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
  // The host serves one not-found page for every missing path: the switch names the one asked for.
  const [toggle] = screen.getAllByRole('switch', { name: 'Versión en español' })
  expect(toggle).toHaveAttribute('href', '/no/such/page?x=1')
  const calls = warn.mock.calls.filter((args) => String(args[0]).startsWith('404'))
  expect(calls).toHaveLength(1)
  expect(calls[0]).toContain('/es/no/such/page?x=1')
  warn.mockRestore()
})
