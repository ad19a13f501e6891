import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

// Make one page fail while rendering: every page names itself through useDocumentTitle.
vi.mock('../../src/components/useDocumentTitle', () => ({
  useDocumentTitle: (title: string) => {
    if (title.startsWith('Our Work') || title.startsWith('Nuestro trabajo')) {
      throw new Error('The projects page broke while rendering')
    }
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
