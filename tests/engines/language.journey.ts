import { expect, inject } from 'vitest'
import { watchTheKey, whatTheKeyDid } from '../support/keyWatch'
import { builtFile, builtFiles } from '../support/manifest'
import { slowArrival } from '../support/slowArrival'
import { byRole, journey } from './journey'

// The moments of the hand-over a key can land in once the app's code has arrived, on a slow
// phone (tests/support/slowArrival.ts): the page's messages, which the app loads with its route's
// code before it hydrates (src/handover/start.tsx, router.load()), arrive with a long task, and
// the key pressed meanwhile is handled once they have run. With the route's code held back until
// after the key, it comes before the app hydrates (the loader answers it); with the route's code
// there, as the app hydrates (the app answers it). In Firefox, a page the key opens cuts off the
// route's code still loading: the visitor must get that page, not a reload of this one
// (noteLeaving in start.tsx). tests/e2e/hydration-early-input.spec.ts has the same in Chromium,
// through the same proxy, at 4x CPU.
for (const moment of ['before it hydrates', 'as it hydrates'] as const) {
  let slowPhone: ReturnType<typeof slowArrival> | undefined
  journey(
    `Space on the switch once the app's code has arrived, ${moment}, navigates once`,
    async (page) => {
      const site = slowPhone
      if (!site) throw new Error('the slow phone did not start')
      try {
        await page.load('/projects')
        await page.focus(byRole('switch', 'Spanish version (Español)'))
        // New history entries and the app's state at the key (the proxy counts documents).
        await page.evaluate(watchTheKey)
        site.release()
        await site.longTaskBegun()
        await page.press('Space')
        site.releaseHeld()

        await expect.poll(() => page.path()).toBe('/es/projects')
        await page.untilInteractive()
        await page.until(byRole('heading', 'Nuestro trabajo', { level: 1 }), { visible: true })
        expect(await page.see(byRole('switch', 'Versión en español'))).toMatchObject({
          attributes: expect.objectContaining({ 'aria-checked': 'true' }),
        })
        const { ready, entries } = await page.evaluate(whatTheKeyDid)
        // The key came while the app was taking over, not after.
        expect(ready).toBe('no')
        // After /projects itself: one new document or one new entry, and no reload.
        expect([...site.documents().slice(1), ...entries]).toEqual(['/es/projects'])
      } finally {
        site.stop()
      }
    },
    {
      baseURL: () => {
        slowPhone = slowArrival(() => inject('baseURL'), builtFile('src/i18n/en.ts'), {
          heldUntil:
            moment === 'before it hydrates' ? builtFiles('routes/{-$locale}/projects.tsx') : [],
        })
        return slowPhone.start()
      },
    },
  )
}
