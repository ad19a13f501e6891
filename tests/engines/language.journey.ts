import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

const language = () => document.documentElement.lang

journey('the language switch keeps the page, its search and its hash, both ways', async (page) => {
  await page.goto('/projects?ref=newsletter#top')
  const toSpanish = byRole('switch', 'Spanish version (Español)')
  await expect
    .poll(() => page.see(toSpanish))
    .toMatchObject({
      attributes: expect.objectContaining({
        href: '/es/projects?ref=newsletter#top',
        'aria-checked': 'false',
      }),
    })

  await page.click(toSpanish)
  await expect.poll(() => page.path()).toBe('/es/projects?ref=newsletter#top')
  await expect.poll(() => page.evaluate(language)).toBe('es')
  await expect
    .poll(() => page.see(byRole('heading', 'Nuestro trabajo', { level: 1 })))
    .toMatchObject({ visible: true })
  await expect
    .poll(() => page.evaluate(() => document.title))
    .toBe('Nuestro trabajo — Unreal Studio')
  await expect
    .poll(() =>
      page.see(
        byRole('link', 'Trabaja con nosotros', { within: byRole('navigation', 'Principal') }),
      ),
    )
    .toMatchObject({ attributes: expect.objectContaining({ href: '/es#contact' }) })

  // Back to English from the keyboard.
  await page.focus(byRole('switch', 'Versión en español'))
  await page.press('Space')
  await expect.poll(() => page.path()).toBe('/projects?ref=newsletter#top')
  await expect.poll(() => page.evaluate(language)).toBe('en')
  await expect
    .poll(() => page.see(byRole('heading', 'Our Work', { level: 1 })))
    .toMatchObject({ visible: true })
})
