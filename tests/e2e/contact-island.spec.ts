import { expect, holdBack, recordScripts, test, type ReceivedScript } from './fixtures'

const SUCCESS = "Message sent successfully! We'll get back to you soon."

/** TanStack Query's provider check: only the contact form's code carries TanStack Query. */
const carriesQuery = (scripts: ReceivedScript[]) =>
  scripts.some(({ body }) => body.includes('No QueryClient set'))

test.describe('the contact form loads its code when it is needed', () => {
  test('not with the page, but once the form comes near the screen', async ({ page }) => {
    const scripts = recordScripts(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    expect((await scripts()).length).toBeGreaterThan(0)
    expect(carriesQuery(await scripts())).toBe(false)
    const send = page.getByRole('button', { name: 'Send message' })
    await expect(send).toBeDisabled()

    await page
      .getByRole('heading', { name: "Let's create something unreal" })
      .scrollIntoViewIfNeeded()
    await expect.poll(async () => carriesQuery(await scripts())).toBe(true)
    await expect(send).toBeEnabled()
  })

  test('text typed before the code arrived is kept, and sent', async ({ page }) => {
    await page.goto('/')
    // Hold back every script from now on, as a slow connection would: the form stays the
    // prerendered HTML while the visitor types.
    const release = await holdBack(page)

    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
    await form.getByRole('textbox', { name: 'Email' }).pressSequentially('ada@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('A film about engines.')
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()

    release()
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com')
    await form.getByRole('button', { name: 'Send message' }).click()

    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 5000 })
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')
  })

  test('arriving from another page, the form works at once', async ({ page }) => {
    await page.goto('/projects')
    await page.getByRole('banner').getByRole('link', { name: 'Work with us' }).click()
    await expect(page).toHaveURL('/#contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter your email address.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada')
  })

  test('switching language before the form has loaded keeps it, in the new language', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const scripts = recordScripts(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    expect(carriesQuery(await scripts())).toBe(false)

    await page.getByRole('switch', { name: 'Spanish version (Español)' }).click()
    await expect(page).toHaveURL('/es')
    const form = page.getByRole('form', { name: 'Escríbenos' })
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toBeAttached()
    await expect(form.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled()
    expect(problems).toEqual([])
  })

  test('what was typed survives a language switch made while the form was loading', async ({
    page,
  }) => {
    await page.goto('/')
    const release = await holdBack(page)
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
    await page.getByRole('switch', { name: 'Spanish version (Español)' }).click()
    release()
    await expect(page).toHaveURL('/es')
    const form = page.getByRole('form', { name: 'Escríbenos' })
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ada Lovelace')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(form.getByText(/correo/).first()).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ada Lovelace')
  })
})
