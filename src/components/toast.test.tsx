import { act, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../tests/renderApp'
import { showToast } from './toast'

it('a toast shows although the toaster was not on the page when it was asked for', async () => {
  await renderApp('/es/projects')
  expect(screen.queryByRole('region', { name: /Notificaciones/ })).not.toBeInTheDocument()

  await act(() => showToast('error', 'No se pudo enviar', { label: 'Reintentar', onClick() {} }))
  // The toaster's code arrives by dynamic import (slow on a cold test run).
  const region = await screen.findByRole('region', { name: /Notificaciones/ }, { timeout: 5000 })
  expect(await within(region).findByText('No se pudo enviar')).toBeInTheDocument()
  expect(within(region).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
})
