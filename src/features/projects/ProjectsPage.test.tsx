import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../../tests/renderApp'
import { publishedProjects } from '../../../tests/publishedProjects'
import { categories } from '../../content/categories'
import { loadProjectModal } from './loadProjectModal'

// The modal's chunk loads lazily; compile it once up front so no test waits on the transform.
beforeAll(() => loadProjectModal())

// Opening a card, and closing by Close and by Back, with the focus and the history entries, and
// no film until play is pressed: tests/e2e/project-dialog.spec.ts.
describe('the projects page and its modal', () => {
  it('shows the title, a carousel of every project and the grid', async () => {
    await renderApp('/projects')
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument()
    const carousel = screen.getByRole('region', { name: 'Projects' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(carousel).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4].map((n) => `${n} of 4`),
    )
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide')
    const grid = screen.getByRole('region', { name: 'All projects' })
    const titles = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(['Neon Requiem', 'Casa Marea', 'Hall of Echoes', 'Lumen Serum'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("opens from a Spanish deep link, shows the image, and closes on Escape to the address without the project; each of the filter's choices links to its filtered page, All to the plain page", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/es/projects?project=casa-marea&ref=mail')
    const dialog = await screen.findByRole('dialog', { name: 'Casa Marea' })
    const inDialog = within(dialog)
    inDialog.getByText('Publicidad', { selector: 'p' })
    inDialog.getByRole('img', {
      name: 'Casas blancas escalonadas sobre una playa turquesa a la hora dorada.',
    })
    inDialog.getByRole('heading', { name: 'Resumen del proyecto' })
    inDialog.getByText('Imagen')
    expect(inDialog.queryByTitle(/vídeo/)).not.toBeInTheDocument()

    // Escape is the dialog's once it holds the focus, as for a keyboard user (a key pressed before
    // that reaches the page, not the dialog).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.history.location).toMatchObject({ pathname: '/es/projects', search: '?ref=mail' })
    const grid = screen.getByRole('region', { name: 'Todos los proyectos' })
    await waitFor(() =>
      expect(within(grid).getByRole('link', { name: 'Abrir Casa Marea' })).toHaveFocus(),
    )
    const filter = screen.getByRole('navigation', { name: 'Filtrar proyectos por categoría' })
    const links = within(filter).getAllByRole('link')
    // Each category with a project, in the categories' order.
    const shown = Object.keys(categories).filter((key) =>
      publishedProjects.some((project) => project.category === key),
    )
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/es/projects?ref=mail',
      ...shown.map((key) => `/es/projects?ref=mail&category=${key}`),
    ])
  })

  // One of each way the app drops a project or a category (none such, none with projects, refused
  // by the search's schema, broken percent-encoding), with what else the address holds kept. The
  // address is replaced, not pushed: Back skips it, to the page before. Every value the schema
  // refuses: projectsSearch.test.ts.
  it.each([
    ['/projects?project=nope&ref=mail', '?ref=mail'],
    ['/projects?project=%E0%A4%A', ''],
    ['/es/projects?project=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', ''],
    ['/projects?category=experimental-film', ''],
    ['/es/projects?category=weddings&project=casa-marea', '?project=casa-marea'],
  ])('ignores %s and cleans the address, in place', async (url, cleanSearch) => {
    const { router } = await renderApp(url, '/')
    await waitFor(() => expect(router.history.location.search).toBe(cleanSearch))
    expect(router.history.length).toBe(2)
    router.history.back()
    await waitFor(() => expect(router.history.location.pathname).toBe('/'))
    router.history.forward()
    await waitFor(() => expect(router.history.location.search).toBe(cleanSearch))
    if (cleanSearch.includes('project=')) {
      expect(await screen.findByRole('dialog', { name: 'Casa Marea' })).toBeInTheDocument()
      return
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Every project, the filter's first choice (All) marked current.
    const all = screen.getByRole('region', { name: /^(All projects|Todos los proyectos)$/ })
    expect(within(all).getAllByRole('listitem')).toHaveLength(4)
    const filter = screen.getByRole('navigation', { name: /^(Filter projects|Filtrar proyectos)/ })
    expect(within(filter).getByRole('link', { current: 'page' })).toHaveAccessibleName(
      /^(All|Todos) ?4$/,
    )
  })
})
