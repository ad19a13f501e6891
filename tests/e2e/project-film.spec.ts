import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

// In English only: what a film does is the same in both languages, only its words change.
test('a film plays only when asked, in its own shape, the player taking the focus; one that cannot load says so and leaves the dialog usable', async ({
  page,
  gotoReady,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.youtube-nocookie.com/')) asked.push(request.url())
  })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await stubVideoHost(page)
  await gotoReady('/projects?project=hall-of-echoes', { waitUntil: 'networkidle' })

  // Hall of Echoes is 16:9; Neon Requiem a vertical film (its index.en.md: aspect 9:16).
  for (const { title, shape } of [
    { title: 'Hall of Echoes', shape: 16 / 9 },
    { title: 'Neon Requiem', shape: 9 / 16 },
  ]) {
    await test.step(title, async () => {
      const dialog = page.getByRole('dialog', { name: title })
      const button = dialog.getByRole('button', { name: `Play ${title}` })
      await expect(button).toBeVisible()
      // The project's own picture stands in for the film.
      await expect(dialog.getByRole('img').first()).toHaveJSProperty('complete', true)
      expect(asked).toEqual([])

      await button.click()
      const frame = dialog.getByTitle(`${title} — video`)
      await expect(frame).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
      )
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
      await expect(frame).toHaveAttribute('allow', /encrypted-media/)
      await expect(frame.contentFrame().getByText('Player')).toBeVisible()
      // The frame has the film's shape, and fits the screen.
      const box = await frame.boundingBox()
      expect(box && box.width / box.height).toBeCloseTo(shape, 1)
      expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0)
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
      expect(asked.length).toBeGreaterThan(0)
      // (Escape, with the focus in the player's frame, is the player's.)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      asked.length = 0
      await page.getByRole('link', { name: 'Open Neon Requiem' }).last().click()
    })
  }

  await test.step('the host cannot be reached (offline, or a network filter)', async () => {
    await page.unrouteAll()
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.abort('internetdisconnected'),
    )
    const dialog = page.getByRole('dialog', { name: 'Neon Requiem' })
    await dialog.getByRole('button', { name: 'Play Neon Requiem' }).click()
    await expect(dialog.getByRole('status')).toHaveText(/^The film could not load here\./)
    const link = dialog.getByRole('link', { name: 'Watch Neon Requiem on YouTube' })
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    await expect(link).toBeFocused()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('link', { name: 'Open Neon Requiem' }).last()).toBeFocused()
  })
  expect(pageErrors).toEqual([])
})
