import { expect, test } from '../support/fixtures'

// The same page in the other language, with search and hash, title and links, and back:
// tests/integration/routing.test.tsx; Space: hydration-early-input.spec.ts; without JavaScript:
// builtSite.test.ts.
test('the language switch: a fresh visit is in English with its messages only; a press moves the switch at once, the page turns Spanish a frame later with its messages, stores nothing, and Back returns to English', async ({
  page,
  context,
  gotoReady,
}) => {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  const received = async (text: string) =>
    (await Promise.all(bodies)).some((body) => body.includes(text))

  await gotoReady('/', { waitUntil: 'networkidle' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const toSpanish = page.getByRole('switch', { name: 'Spanish version (Español)' }).first()
  await expect(toSpanish).not.toBeChecked()
  // A page loads only its own language's messages; the other comes with the switch.
  expect(await received('Trabaja con nosotros')).toBe(false)
  expect(await received('Work with us')).toBe(true)

  // The frame in which the switch shows on, and the one in which the heading is Spanish.
  await page.evaluate(() => {
    const seen: { what: string; frame: number }[] = []
    let frame = 0
    const countFrames = () => {
      frame += 1
      requestAnimationFrame(countFrames)
    }
    requestAnimationFrame(countFrames)
    const note = (what: string) => {
      if (!seen.some((moment) => moment.what === what)) seen.push({ what, frame })
    }
    new MutationObserver(() => {
      const toggle = document.querySelector('[role="switch"]')
      if (toggle?.getAttribute('aria-checked') === 'true') note('switch on')
      if (document.querySelector('h1')?.textContent?.startsWith('Hacemos')) note('Spanish page')
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
    Object.assign(window, { pressMoments: seen })
  })
  await toSpanish.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hacemos/)
  await expect(page).toHaveURL('/es')
  const moments = await page.evaluate(
    () => (window as unknown as { pressMoments: { what: string; frame: number }[] }).pressMoments,
  )
  const [pressed, spanish] = moments
  expect([pressed?.what, spanish?.what]).toEqual(['switch on', 'Spanish page'])
  // A frame was drawn with the switch on and the page still in English.
  expect(spanish?.frame).toBeGreaterThan(pressed?.frame ?? Infinity)
  await expect(page.getByRole('link', { name: 'Trabaja con nosotros' }).first()).toBeVisible()
  expect(await received('Trabaja con nosotros')).toBe(true)

  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
  expect(await context.cookies()).toEqual([])

  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
