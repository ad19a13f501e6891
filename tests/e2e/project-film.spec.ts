import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

const VIDEO_HOST = 'https://www.youtube-nocookie.com/'

for (const { path, title, play, player, shape } of [
  {
    path: '/projects?project=hall-of-echoes',
    title: 'Hall of Echoes',
    play: 'Play Hall of Echoes',
    player: 'Hall of Echoes — video',
    shape: 16 / 9,
  },
  {
    path: '/es/projects?project=neon-requiem',
    title: 'Réquiem de neón',
    play: 'Reproducir Réquiem de neón',
    player: 'Réquiem de neón — vídeo',
    shape: 9 / 16, // a vertical film (its index.en.md: aspect 9:16)
  },
]) {
  test(`a film plays only when asked, in its own shape, and the player takes the focus (${path})`, async ({
    page,
    gotoReady,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(VIDEO_HOST)) asked.push(request.url())
    })
    await stubVideoHost(page)
    await gotoReady(path, { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog', { name: title })
    const button = dialog.getByRole('button', { name: play })
    await expect(button).toBeVisible()
    // The project's own picture stands in for the film (the dialog's first; the gallery's follow).
    await expect(dialog.getByRole('img').first()).toHaveJSProperty('complete', true)
    expect(asked).toEqual([])

    await button.click()
    const frame = dialog.getByTitle(player)
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
  })
}
