import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

// Make one page fail while rendering.
vi.mock('../../src/features/projects/ProjectsPage', () => ({
  ProjectsPage: () => {
    throw new Error('The projects page broke while rendering')
  },
}))

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => void vi.restoreAllMocks())

it.each([
  ['/projects', 'Unexpected Application Error!', 'Return to Home', '/', 'Something went wrong'],
  [
    '/es/projects',
    '¡Error inesperado en la aplicación!',
    'Volver al inicio',
    '/es',
    'Algo salió mal',
  ],
])(
  'a rendering error at %s shows the error page in its language inside the header and footer, with a way home',
  async (url, heading, home, homeHref, title) => {
    await renderApp(url)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homeHref)
    await waitFor(() => expect(document.title).toBe(`${title} — Unreal Studio`))
  },
)
