import { expect, inject } from 'vitest'
import { builtFile, builtFiles } from '../support/manifest'
import { slowArrival, watchTheKey, whatTheKeyDid } from '../support/slowArrival'
import { byRole, journey } from './journey'

// As tests/e2e/hydration-early-input.spec.ts in Chromium (which also presses it as the app
// hydrates): in Firefox, the page the key opens cuts off the route's code still loading, and the
// visitor must get that page, not a reload of this one (noteLeaving in src/handover/start.tsx).
let site: ReturnType<typeof slowArrival> | undefined
journey(
  "Space on the switch once the app's code has arrived, before it hydrates, navigates once",
  async (page) => {
    if (!site) throw new Error('the slow phone did not start')
    try {
      await page.load('/projects')
      await page.focus(byRole('switch', 'Spanish version (Español)'))
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
      // The key came while the app was taking over; after /projects itself, one new document or
      // one new entry, and no reload.
      const { ready, entries } = await page.evaluate(whatTheKeyDid)
      expect(ready).toBe('no')
      expect([...site.documents().slice(1), ...entries]).toEqual(['/es/projects'])
    } finally {
      site.stop()
    }
  },
  {
    baseURL: () => {
      site = slowArrival(() => inject('baseURL'), builtFile('src/i18n/en.ts'), {
        heldUntil: builtFiles('routes/{-$locale}/projects.tsx'),
      })
      return site.start()
    },
  },
)
