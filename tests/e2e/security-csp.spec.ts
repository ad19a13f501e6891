import { expect, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'
import { fillContactForm } from '../support/contactForm'
import { publishedProjects } from '../publishedProjects'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { noProblems, watchPage } from '../support/pageWatch'

const en = translatorFor('en')
const videoProject = publishedProjects.find((project) => project.type === 'video')

test.describe('the site under its strict Content-Security-Policy', () => {
  test('a whole visit logs no error, breaks no policy and shows a styled toast', async ({
    page,
    baseURL,
    gotoReady,
  }) => {
    const siteOrigin = new URL(baseURL ?? '').origin
    const watch = await watchPage(page, siteOrigin)
    await stubVideoHost(page)

    await test.step('home', async () => {
      // The visit runs under the policy, with Trusted Types: a string given to a script sink
      // would be a violation (the rest of each page's policy: worker/test/served.test.ts).
      const policy = (await gotoReady('/'))?.headers()['content-security-policy']
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("require-trusted-types-for 'script'")
      await expect(
        page.getByRole('heading', { level: 1, name: wordsFor('en').home.hero.title }),
      ).toBeVisible()
    })

    await test.step('contact submit and its toast', async () => {
      const form = await fillContactForm(page, { message: 'A film, please.' })
      await form.getByRole('button', { name: en('contact.form.submit') }).click()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: en('contact.success') })
      await expect(toast).toBeVisible()
      const look = await toast.evaluate((element) => {
        const style = getComputedStyle(element)
        const toaster = element.closest('[data-sonner-toaster]')
        return {
          background: style.backgroundColor,
          toasterPosition: toaster ? getComputedStyle(toaster).position : 'none',
        }
      })
      expect(look.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/)
      expect(look.toasterPosition).toBe('fixed')
    })

    // The other language under the same watch: pages-health.spec.ts.
    await test.step('projects', async () => {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: en('nav.ourWork') })
        .click()
      await expect(page).toHaveURL('/projects')
    })

    await test.step('the modal with its video', async () => {
      expect(videoProject, 'a video project in the content').toBeDefined()
      const title = videoProject?.en.title ?? ''
      const card = page.getByRole('link', { name: en('projects.open', { title }) })
      await card.filter({ visible: true }).first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: en('projects.modal.play', { title }) }).click()
      const frame = dialog.locator('iframe')
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\//)
      await expect(frame.contentFrame().getByText('Player')).toBeVisible()
      await dialog.getByRole('button', { name: en('projects.modal.close') }).click()
      await expect(dialog).toBeHidden()
    })

    expect(watch.problems()).toEqual(noProblems)
  })
  // The not-found page's console and CSP, in both languages: pages-health.spec.ts.
})
