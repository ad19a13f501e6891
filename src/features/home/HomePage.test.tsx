import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../tests/renderApp'
import { words } from '../../i18n/en'

describe('the home page', { timeout: 15_000 }, () => {
  it('shows hero, what we do, services, featured projects, clients and contact, in that order', async () => {
    await renderApp('/')
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'What we do',
      'Services',
      'Featured projects',
      'Trusted by',
      "Let's create something unreal",
    ])
    const hero = screen.getByRole('region', { name: 'We make the unreal look real' })
    expect(within(hero).getByRole('link', { name: 'Work with us' })).toHaveAttribute(
      'href',
      '/#contact',
    )
    expect(within(hero).getByRole('link', { name: 'View our projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    const whatWeDo = screen.getByRole('region', { name: 'What we do' })
    expect(within(whatWeDo).getByText(words.home.whatWeDo.paragraph1)).toBeInTheDocument()
    expect(within(whatWeDo).getByText(words.home.whatWeDo.paragraph2)).toBeInTheDocument()
    expect(within(whatWeDo).getByRole('link', { name: 'Discover our services' })).toHaveAttribute(
      'href',
      '/#services',
    )
  })

  it('has three service cards in #services, each with a way to the contact form', async () => {
    await renderApp('/')
    const services = await screen.findByRole('region', { name: 'Services' })
    expect(services).toHaveAttribute('id', 'services')
    const cards = within(services).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'AI Product Photography',
      'AI-Generated Commercials',
      'Music Videos & Experimental Films',
    ])
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /^Get started/ })).toHaveAttribute(
        'href',
        '/#contact',
      )
    }
  })

  it('features the three projects, each linking straight to its modal', async () => {
    await renderApp('/')
    const featured = await screen.findByRole('region', { name: 'Featured projects' })
    const cards = within(featured).getAllByRole('article')
    expect(cards).toHaveLength(3)
    const links = cards.map((card) => within(card).getByRole('link', { name: /^View project/ }))
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/projects?project=neon-requiem',
      '/projects?project=casa-marea',
      '/projects?project=hall-of-echoes',
    ])
    expect(links[0]).toHaveAccessibleName('View project: Neon Requiem')
    expect(within(cards[1] ?? featured).getByText('Commercial')).toBeInTheDocument()
    expect(within(featured).getByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
  })

  it('is all Spanish under /es, links included', async () => {
    await renderApp('/es')
    const services = await screen.findByRole('region', { name: 'Servicios' })
    expect(
      within(services).getAllByRole('link', { name: /^Empieza tu proyecto/ })[0],
    ).toHaveAttribute('href', '/es#contact')
    const featured = screen.getByRole('region', { name: 'Proyectos destacados' })
    expect(
      within(featured).getByRole('link', { name: 'Ver proyecto: Sala de ecos' }),
    ).toHaveAttribute('href', '/es/projects?project=hall-of-echoes')
    expect(within(featured).getByText('Documental')).toBeInTheDocument()
    expect(within(featured).getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute(
      'href',
      '/es/projects',
    )
    expect(screen.getByRole('link', { name: 'Descubre nuestros servicios' })).toHaveAttribute(
      'href',
      '/es#services',
    )
    const contact = screen.getByRole('region', { name: 'Creemos algo irreal' })
    expect(
      within(contact).getByRole('link', { name: /Instagram.*se abre en una pestaña nueva/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('offers the studio’s email and Instagram next to the form', async () => {
    await renderApp('/')
    const contact = await screen.findByRole('region', { name: "Let's create something unreal" })
    expect(contact).toHaveAttribute('id', 'contact')
    expect(
      within(contact).getByRole('link', { name: 'Email hello@unrealstudio.example' }),
    ).toHaveAttribute('href', 'mailto:hello@unrealstudio.example')
    const instagram = within(contact).getByRole('link', { name: /Instagram/ })
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/unrealstudio')
    expect(instagram).toHaveAttribute('target', '_blank')
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
