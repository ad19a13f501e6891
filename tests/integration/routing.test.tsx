import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { renderApp } from '../renderApp'

// The AI page fails while rendering: the error page.
vi.mock('../../src/features/ai/AiPage', () => ({
  AiPage: () => {
    throw new Error('The AI page broke while rendering')
  },
}))
afterEach(() => void vi.restoreAllMocks())

// The home page at /: src/features/home/HomePage.test.tsx.
// The host serves one not-found page for every missing path: the switch names the one asked for.
// prettier-ignore
it.each([
  // An unknown language prefix before a real page's path is a missing page, in English.
  ['/fr/projects?x=1', 'Oops! Page not found', 'Page not found', '/es/fr/projects?x=1'],
  ['/es/nada', '¡Uy! Página no encontrada', 'Página no encontrada', '/nada'],
  ['/ai', 'Unexpected Application Error!', 'Something went wrong', '/es/ai'],
  ['/es/ai', '¡Error inesperado en la aplicación!', 'Algo salió mal', '/ai'],
])('%s shows "%s" in its language inside the header and footer, with a way home and the switch to the same path; a missing path logged once', async (url, heading, title, switchHref) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const [es, missing] = [url.startsWith('/es/'), !url.endsWith('/ai')]
  await renderApp(url)
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  expect(screen.getByRole('banner')).toBeInTheDocument()
  expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  expect(screen.queryByText('404') !== null).toBe(missing)
  const home = screen.getByRole('link', { name: es ? 'Volver al inicio' : 'Return to Home' })
  expect(home).toHaveAttribute('href', es ? '/es' : '/')
  const switchName = es ? 'Versión en español' : 'Spanish version (Español)'
  expect(screen.getAllByRole('switch', { name: switchName })[0]).toHaveAttribute('href', switchHref)
  await waitFor(() => expect(document.title).toBe(`${title} — Unreal Studio`))
  const logged = warn.mock.calls.filter((args) => String(args[0]).startsWith('404'))
  expect(logged).toEqual(missing ? [expect.arrayContaining([url])] : [])
})

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
