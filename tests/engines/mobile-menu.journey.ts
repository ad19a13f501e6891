import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

journey(
  'the phone menu opens and closes by keyboard, keeping focus inside and returning it',
  async (page) => {
    await page.goto('/')
    await expect
      .poll(() => page.see(byRole('navigation', 'Main')))
      .toMatchObject({ visible: false })
    const menuButton = byRole('button', 'Open menu')
    const menu = byRole('dialog', 'Menu')
    await page.focus(menuButton)
    await page.press('Enter')
    await expect.poll(() => page.see(menu)).toMatchObject({ visible: true, holdsFocus: true })
    for (let step = 0; step < 6; step += 1) {
      await page.press('Tab')
      await expect.poll(() => page.see(menu)).toMatchObject({ holdsFocus: true })
    }
    await page.press('Escape')
    await expect.poll(() => page.see(menu)).toMatchObject({ visible: false })
    await expect
      .poll(() => page.see(menuButton))
      .toMatchObject({ focused: true, focusVisible: true })
    // Open again with Space, and follow a link with the keyboard.
    await page.press('Space')
    await expect.poll(() => page.see(menu)).toMatchObject({ visible: true })
    await page.focus(byRole('link', 'Our Work', { within: menu }))
    await page.press('Enter')
    await expect.poll(() => page.path()).toBe('/projects')
    await expect.poll(() => page.see(menu)).toMatchObject({ visible: false })
    await expect
      .poll(() => page.see(byRole('heading', 'Our Work', { level: 1 })))
      .toMatchObject({ visible: true })
  },
  { viewport: { width: 375, height: 800 } },
)
