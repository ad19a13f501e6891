import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isCodeLoadError, later, loadFullPage, RELOAD_GUARD_MS } from './loadLater'

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:8787/assets/ProjectModal-x.js',
)
const firefox = new TypeError('error loading dynamically imported module: http://…/menu.js')
const safari = new TypeError('Importing a module script failed.')

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('isCodeLoadError knows each browser’s words for a module it could not fetch, and leaves every other error to the error page', () => {
  for (const error of [chromium, firefox, safari]) expect(isCodeLoadError(error)).toBe(true)
  const others = [new TypeError('not a function'), 'Failed to fetch dynamically imported module']
  for (const error of [...others, undefined]) expect(isCodeLoadError(error)).toBe(false)
})

describe('later', () => {
  it('tries a load that could not fetch its code once more, after a short wait', async () => {
    vi.useFakeTimers()
    const load = vi.fn().mockRejectedValueOnce(chromium).mockResolvedValueOnce('the module')
    const result = later(load, 'link')()
    await vi.advanceTimersByTimeAsync(249)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await expect(result).resolves.toBe('the module')
  })

  it("gives up after the second failure: 'link' with the browser's error, for the caller's link; 'nothing' with a decoration that renders nothing", async () => {
    vi.useFakeTimers()
    const link = vi.fn().mockRejectedValue(firefox)
    const linked = expect(later(link, 'link')()).rejects.toBe(firefox)
    const decoration = vi.fn<() => Promise<{ default: () => null }>>().mockRejectedValue(safari)
    const nothing = later(decoration, 'nothing')()
    await vi.advanceTimersByTimeAsync(1000)
    await linked
    expect(link).toHaveBeenCalledTimes(2)
    const { default: Gone } = await nothing
    expect(renderToString(createElement(Gone))).toBe('')
  })

  it('passes an error of the code itself on at once, whatever the policy', async () => {
    const bug = new TypeError('x is not a function')
    for (const whenGone of ['reload', 'link', 'nothing'] as const) {
      const load = vi.fn<() => Promise<{ default: () => null }>>().mockRejectedValue(bug)
      await expect(later(load, whenGone)()).rejects.toBe(bug)
      expect(load).toHaveBeenCalledTimes(1)
    }
  })

  it('preload warms the file with one quiet try, and keeps the piece it brought', async () => {
    const load = vi.fn().mockRejectedValueOnce(chromium).mockResolvedValueOnce('the module')
    const piece = later(load, 'reload')
    await expect(piece.preload()).resolves.toBeUndefined()
    expect(piece.loaded).toBeUndefined()
    await piece.preload()
    expect(piece.loaded).toBe('the module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('loadFullPage', () => {
  /** A page of its own: the module afresh (a new document), the tab's storage kept. */
  const freshPage = () => (vi.resetModules(), import('./loadLater'))
  afterEach(() => sessionStorage.clear())

  it('loads the page once, and the page loaded still failing stays put: no loop', async () => {
    vi.useFakeTimers({ now: 1000 })
    const reload = vi.fn()
    const first = await freshPage()
    expect(first.fullPageWouldLoad()).toBe(true)
    expect(first.loadFullPage(reload)).toBe(true)
    // Asked again by the same page (a second piece failed): it is leaving, it loads nothing more.
    expect(first.loadFullPage(reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    // The page loaded fails too, at once: it shows its error instead of loading itself again.
    vi.setSystemTime(3000)
    const second = await freshPage()
    expect(second.fullPageWouldLoad()).toBe(false)
    expect(second.loadFullPage(reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    // The same address later (the next deploy), or another address, loads again.
    vi.setSystemTime(3000 + RELOAD_GUARD_MS)
    expect((await freshPage()).loadFullPage(reload)).toBe(true)
    history.replaceState(null, '', '/es#contact')
    expect((await freshPage()).loadFullPage(reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('never loads without storage to remember it in', async () => {
    const reload = vi.fn()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(loadFullPage(reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
