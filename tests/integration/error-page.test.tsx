import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

// Make one page fail while rendering.
vi.mock('../../src/features/projects/ProjectsPage', () => ({
  ProjectsPage: () => {
    throw new Error('The projects page broke while rendering')
  },
}))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a rendering error', () => {
  it('shows the error page inside the header and footer, with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp('/projects')
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('Something went wrong — Unreal Studio'))
  })

  it('speaks Spanish on Spanish pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp('/es/projects')
    expect(
      await screen.findByRole('heading', { name: '¡Error inesperado en la aplicación!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
  })
})
