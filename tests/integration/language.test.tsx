import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderApp } from '../renderApp'

it('the language switch goes to the same page in Spanish, keeping search and hash, and back to English, each with its links', async () => {
  const user = userEvent.setup()
  const { router } = await renderApp('/projects?ref=mail#top')
  const toggle = await screen.findByRole('switch', { name: 'Spanish version (Español)' })
  expect(toggle).not.toBeChecked()
  // A link too: a middle click or "open in new tab" gets the same page in Spanish.
  expect(toggle).toHaveAttribute('href', '/es/projects?ref=mail#top')
  const homeInFooter = () =>
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Unreal Studio' })
  const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
  await user.click(toggle)
  await waitFor(() => expect(router.history.location.pathname).toBe('/es/projects'))
  expect(router.history.location).toMatchObject({ search: '?ref=mail', hash: '#top' })
  await screen.findByRole('heading', { level: 1, name: 'Nuestro trabajo' })
  // Spanish under /es, its title and links too.
  await waitFor(() => expect(document.documentElement.lang).toBe('es'))
  await waitFor(() => expect(document.title).toBe('Nuestro trabajo — Unreal Studio'))
  expect([href('Nuestro trabajo'), href('Trabaja con nosotros')]).toEqual([
    '/es/projects',
    '/es#contact',
  ])
  expect(homeInFooter()).toHaveAttribute('href', '/es')
  const back = screen.getByRole('switch', { name: 'Versión en español' })
  expect(back).toHaveAttribute('href', '/projects?ref=mail#top')

  await user.click(back)
  await waitFor(() => expect(router.history.location.pathname).toBe('/projects'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument()
  // English at the bare paths, its links too.
  await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  await waitFor(() => expect(href('Our Work')).toBe('/projects'))
  expect(screen.getAllByRole('link', { name: /Unreal Studio/ })[0]).toHaveAttribute('href', '/')
  expect(homeInFooter()).toHaveAttribute('href', '/')
  expect(router.history.location).toMatchObject({ search: '?ref=mail', hash: '#top' })
  await waitFor(() => expect(document.title).toBe('Our Work — Unreal Studio'))
})
