import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../renderApp'

describe('two languages in the URL', () => {
  it('switches to the same page in Spanish, keeping search and hash, and back to English, each with its links', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/projects?ref=mail#top')
    const toggle = await screen.findByRole('switch', { name: 'Spanish version (Español)' })
    expect(toggle).not.toBeChecked()
    // A link too: a middle click or "open in new tab" gets the same page in Spanish.
    expect(toggle).toHaveAttribute('href', '/es/projects?ref=mail#top')
    const homeInFooter = () =>
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Unreal Studio' })
    await user.click(toggle)
    await waitFor(() => expect(router.history.location.pathname).toBe('/es/projects'))
    expect(router.history.location.search).toBe('?ref=mail')
    expect(router.history.location.hash).toBe('#top')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nuestro trabajo' }),
    ).toBeInTheDocument()
    // Spanish under /es, its title and links too.
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
    await waitFor(() => expect(document.title).toBe('Nuestro trabajo — Unreal Studio'))
    expect(screen.getByRole('link', { name: 'Nuestro trabajo' })).toHaveAttribute(
      'href',
      '/es/projects',
    )
    expect(screen.getByRole('link', { name: 'Trabaja con nosotros' })).toHaveAttribute(
      'href',
      '/es#contact',
    )
    expect(homeInFooter()).toHaveAttribute('href', '/es')
    expect(screen.getByRole('switch', { name: 'Versión en español' })).toHaveAttribute(
      'href',
      '/projects?ref=mail#top',
    )

    await user.click(screen.getByRole('switch', { name: 'Versión en español' }))
    await waitFor(() => expect(router.history.location.pathname).toBe('/projects'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument()
    // English at the bare paths, its links too.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Our Work' })).toHaveAttribute('href', '/projects'),
    )
    expect(screen.getAllByRole('link', { name: /Unreal Studio/ })[0]).toHaveAttribute('href', '/')
    expect(homeInFooter()).toHaveAttribute('href', '/')
    expect(router.history.location.search).toBe('?ref=mail')
    expect(router.history.location.hash).toBe('#top')
    await waitFor(() => expect(document.title).toBe('Our Work — Unreal Studio'))
  })
})
