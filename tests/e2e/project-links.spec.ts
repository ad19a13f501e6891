import { animationsFinished, expect, focusMovedInto, holdBack, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

for (const { prefix, title, close, overview, grid, card } of [
  {
    prefix: '',
    title: 'Casa Marea',
    close: 'Close',
    overview: 'Casa Marea is a commercial concept',
    grid: 'All projects',
    card: 'Open Casa Marea',
  },
  {
    prefix: '/es',
    title: 'Casa Marea',
    close: 'Cerrar',
    overview: 'Casa Marea es un concepto publicitario',
    grid: 'Todos los proyectos',
    card: 'Abrir Casa Marea',
  },
]) {
  const link = `${prefix}/projects?project=casa-marea`

  test.describe(`a shared project link (${prefix || '/en'})`, () => {
    test('is answered with that project’s own page, at the same address', async ({ request }) => {
      const response = await request.get(link, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<title>Casa Marea — Unreal Studio</title>`)
      expect(html).toContain(overview)
      expect(html).toMatch(/<h2 id="[^"]+" class="[^"]+">Casa Marea<\/h2>/)

      // Any other value gets the plain projects page.
      for (const other of ['nope', '', 'casa-marea&project=casa-marea', 'Casa-Marea']) {
        const plain = await (await request.get(`${prefix}/projects?project=${other}`)).text()
        expect(plain, other).not.toContain(overview)
        expect(plain, other).toMatch(/<title>(Our Work|Nuestro trabajo) — Unreal Studio<\/title>/)
      }
    })

    // The hand-over in Spanish only: it is the same code in both languages (the served page in
    // each is the test above's).
    if (prefix === '/es')
      test('shows the project before the app runs, hydrates with no warning, and closes as before', async ({
        page,
      }) => {
        await stubVideoHost(page)
        const problems: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            problems.push(message.text())
        })
        page.on('pageerror', (error) => problems.push(error.message))

        // Before the app: the page itself carries the open project.
        const release = await holdBack(page)
        await page.goto(link)
        const dialog = page.getByRole('dialog', { name: title })
        await expect(dialog).toBeVisible()
        await expect(dialog.getByText(overview)).toBeVisible()
        await expect(page).toHaveURL(link)
        release()
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')

        // The app's modal takes over: focus inside, Escape closes to the plain address.
        await expect(dialog.getByRole('button', { name: close })).toBeVisible()
        await expect(dialog).toHaveCount(1)
        await focusMovedInto(dialog)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(`${prefix}/projects`)
        await expect(
          page.getByRole('region', { name: grid }).getByRole('link', { name: card }),
        ).toBeFocused()
        // The closing cross-fade ends before the next press. (A press during it starts another view
        // transition, which skips this one: Chromium then logs "Transition was skipped", as the
        // router leaves the skipped transition's promise unhandled. Harmless, and not this test's.)
        await animationsFinished(page)

        // Opened again from its card, Back closes it (once the opening cross-fade has ended, as
        // above).
        await page.getByRole('region', { name: grid }).getByRole('link', { name: card }).click()
        await expect(dialog).toBeVisible()
        await animationsFinished(page)
        await page.goBack()
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(`${prefix}/projects`)
        expect(problems).toEqual([])
      })
  })
}

test('without JavaScript, a project link is a readable page that closes to the projects page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/projects?project=hall-of-echoes')
  const dialog = page.getByRole('dialog', { name: 'Sala de ecos' })
  await expect(dialog.getByText('Documental').first()).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Resumen del proyecto' })).toBeVisible()
  await dialog.getByRole('link', { name: 'Cerrar' }).click()
  await expect(page).toHaveURL('/es/projects')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.close()
})
