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

// Its words in Spanish, from a real failure in the built site: tests/e2e/error-page.spec.ts.
it('a rendering error shows the error page inside the header and footer, with a way home', async () => {
  await renderApp('/projects')
  const heading = 'Unexpected Application Error!'
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  expect(screen.getByRole('banner')).toBeInTheDocument()
  expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await waitFor(() => expect(document.title).toBe('Something went wrong — Unreal Studio'))
})
