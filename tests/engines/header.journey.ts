import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

/** The header's background as the visitor sees it, and whether the page behind is blurred. */
const headerLook = () => {
  const header = document.querySelector('header')
  if (!header) return null
  const style = getComputedStyle(header)
  return { background: style.backgroundColor, blurred: style.backdropFilter.includes('blur') }
}

const scrollTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' })

journey('the header is clear at the top and turns dark and blurred past 50 px', async (page) => {
  await page.goto('/')
  await expect.poll(() => page.see(byRole('banner'))).toMatchObject({ visible: true })
  await expect
    .poll(() => page.evaluate(headerLook))
    .toMatchObject({
      background: 'rgba(0, 0, 0, 0)',
      blurred: false,
    })

  await page.evaluate(scrollTo, 400)
  await expect
    .poll(() => page.evaluate(headerLook))
    .toMatchObject({ background: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/), blurred: true })

  // Back up to 40 px, from the dark state: clear again (as tests/e2e/header.spec.ts).
  await page.evaluate(scrollTo, 40)
  await expect
    .poll(() => page.evaluate(headerLook))
    .toMatchObject({
      background: 'rgba(0, 0, 0, 0)',
      blurred: false,
    })
})

/** Whether the heading is on screen and not under the fixed header. */
const headingClearOfHeader = (name: string) => {
  const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === name)
  const header = document.querySelector('header')
  if (!heading || !header) return false
  const { top, bottom } = heading.getBoundingClientRect()
  return top >= header.getBoundingClientRect().bottom && bottom <= innerHeight
}

journey(
  '"Work with us" brings the contact section into view below the header, twice',
  async (page) => {
    await page.goto('/projects')
    const workWithUs = byRole('link', 'Work with us', { within: byRole('navigation', 'Main') })
    await page.click(workWithUs)
    await expect.poll(() => page.path()).toBe('/#contact')
    await expect
      .poll(() => page.evaluate(headingClearOfHeader, "Let's create something unreal"))
      .toBe(true)

    await page.evaluate(scrollTo, 0)
    await expect
      .poll(() => page.evaluate(headingClearOfHeader, "Let's create something unreal"))
      .toBe(false)
    await page.click(workWithUs)
    await expect
      .poll(() => page.evaluate(headingClearOfHeader, "Let's create something unreal"))
      .toBe(true)
    expect(await page.path()).toBe('/#contact')
  },
)
