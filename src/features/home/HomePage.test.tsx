import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../../tests/renderApp'
import { words } from '../../i18n/en'

const region = (name: string) => screen.getByRole('region', { name })
/** Where the link named `name` inside `container` leads. */
const href = (container: HTMLElement, name: string | RegExp) =>
  within(container).getByRole('link', { name }).getAttribute('href')

it('the home page shows hero, what we do, services, featured projects, clients and contact, in that order, each with its links', async () => {
  await renderApp('/')
  const headings = await screen.findAllByRole('heading', { level: 2 })
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'What we do',
    'Services',
    'Featured projects',
    'Trusted by',
    "Let's create something unreal",
  ])
  const hero = region('We make the unreal look real')
  expect(href(hero, 'Work with us')).toBe('/#contact')
  expect(href(hero, 'View our projects')).toBe('/projects')
  const whatWeDo = region('What we do')
  for (const paragraph of [words.home.whatWeDo.paragraph1, words.home.whatWeDo.paragraph2])
    within(whatWeDo).getByText(paragraph)
  expect(href(whatWeDo, 'Discover our services')).toBe('/#services')

  // Three service cards in #services, each with a way to the contact form.
  const services = region('Services')
  expect(services).toHaveAttribute('id', 'services')
  const serviceCards = within(services).getAllByRole('article')
  expect(serviceCards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'AI Product Photography',
    'AI-Generated Commercials',
    'Music Videos & Experimental Films',
  ])
  for (const card of serviceCards) expect(href(card, /^Get started/)).toBe('/#contact')

  // The three featured projects, each linking straight to its modal.
  const featured = region('Featured projects')
  const cards = within(featured).getAllByRole('article')
  expect(cards.map((card) => href(card, /^View project/))).toEqual([
    '/projects?project=neon-requiem',
    '/projects?project=casa-marea',
    '/projects?project=hall-of-echoes',
  ])
  within(cards[1] ?? featured).getByText('Commercial')
  expect(href(featured, 'View all projects')).toBe('/projects')

  // The studio's email and Instagram next to the form.
  const contact = region("Let's create something unreal")
  expect(contact).toHaveAttribute('id', 'contact')
  const email = 'hello@unrealstudio.example'
  expect(href(contact, `Email ${email}`)).toBe(`mailto:${email}`)
  expect(within(contact).getByRole('link', { name: /Instagram/ })).toMatchObject({
    href: 'https://www.instagram.com/unrealstudio',
    target: '_blank',
    rel: 'noopener noreferrer',
  })
})

it('the home page is all Spanish under /es, links included', async () => {
  await renderApp('/es')
  const services = await screen.findByRole('region', { name: 'Servicios' })
  const [start] = within(services).getAllByRole('link', { name: /^Empieza tu proyecto/ })
  expect(start).toHaveAttribute('href', '/es#contact')
  const featured = region('Proyectos destacados')
  expect(href(featured, 'Ver proyecto: Sala de ecos')).toBe('/es/projects?project=hall-of-echoes')
  within(featured).getByText('Documental')
  expect(href(featured, 'Ver todos los proyectos')).toBe('/es/projects')
  expect(href(document.body, 'Descubre nuestros servicios')).toBe('/es#services')
  const contact = region('Creemos algo irreal')
  within(contact).getByRole('link', { name: /Instagram.*se abre en una pestaña nueva/ })
})
