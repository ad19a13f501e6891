import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  fullPageWouldLoad,
  isCodeLoadError,
  later,
  loadFullPage,
  RELOAD_GUARD_MS,
} from './loadLater'

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:8787/assets/ProjectModal-x.js',
)
const firefox = new TypeError('error loading dynamically imported module: http://…/menu.js')
const safari = new TypeError('Importing a module script failed.')

afterEach(() => {
  vi.useRealTimers()
})

describe('isCodeLoadError', () => {
  it('knows each browser’s words for a module it could not fetch', () => {
    for (const error of [chromium, firefox, safari]) expect(isCodeLoadError(error)).toBe(true)
  })

  it('leaves every other error to the error page', () => {
    expect(isCodeLoadError(new TypeError('undefined is not a function'))).toBe(false)
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isCodeLoadError(undefined)).toBe(false)
  })
})

describe('later', () => {
  it('tries a load that could not fetch its code once more, after a short wait', async () => {
    vi.useFakeTimers()
    const load = vi.fn().mockRejectedValueOnce(chromium).mockResolvedValueOnce('the module')
    const result = later(load, 'link')()
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(249)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await expect(result).resolves.toBe('the module')
  })

  it("'link': gives up after the second failure, with the browser's error, for the caller's link", async () => {
    vi.useFakeTimers()
    const load = vi.fn().mockRejectedValue(firefox)
    const result = expect(later(load, 'link')()).rejects.toBe(firefox)
    await vi.advanceTimersByTimeAsync(1000)
    await result
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("'nothing': a decoration whose code is gone renders nothing", async () => {
    vi.useFakeTimers()
    const load = vi.fn<() => Promise<{ default: () => null }>>().mockRejectedValue(safari)
    const result = later(load, 'nothing')()
    await vi.advanceTimersByTimeAsync(1000)
    const { default: Gone } = await result
    expect(renderToString(createElement(Gone))).toBe('')
  })

  it('passes an error of the code itself on at once, whatever the policy', async () => {
    const bug = new TypeError('x is not a function')
    for (const whenGone of ['reload', 'link'] as const) {
      const load = vi.fn().mockRejectedValue(bug)
      await expect(later(load, whenGone)()).rejects.toBe(bug)
      expect(load).toHaveBeenCalledTimes(1)
    }
    const component = vi.fn<() => Promise<{ default: () => null }>>().mockRejectedValue(bug)
    await expect(later(component, 'nothing')()).rejects.toBe(bug)
  })

  it('preload warms the file with one quiet try', async () => {
    const load = vi.fn().mockRejectedValue(chromium)
    await expect(later(load, 'reload').preload()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('loadFullPage', () => {
  function tab() {
    const items = new Map<string, string>()
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    }
  }
  const href = 'http://127.0.0.1/es/projects?project=casa-marea'

  it('loads the page, and a page still failing after that stays put: no loop', () => {
    const storage = tab()
    const reload = vi.fn()
    expect(loadFullPage({ href, now: 1000, page: 1, storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    // The loaded page fails too, at once: it shows its error instead of loading itself again.
    expect(loadFullPage({ href, now: 3000, page: 2, storage, reload })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('asked twice by the same page (two failed pieces), loads once and says it is leaving', () => {
    const storage = tab()
    const reload = vi.fn()
    expect(loadFullPage({ href, now: 1000, page: 1, storage, reload })).toBe(true)
    expect(loadFullPage({ href, now: 1001, page: 1, storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('loads another address, or the same one later (the next deploy), again', () => {
    const storage = tab()
    const reload = vi.fn()
    loadFullPage({ href, now: 1000, page: 1, storage, reload })
    expect(loadFullPage({ href: `${href}#contact`, now: 1001, page: 2, storage, reload })).toBe(
      true,
    )
    expect(loadFullPage({ href, now: 1001 + RELOAD_GUARD_MS, page: 3, storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('tells a render what it would do, without doing it', () => {
    const storage = tab()
    const reload = vi.fn()
    expect(fullPageWouldLoad({ href, now: 1000, page: 1, storage })).toBe(true)
    expect(fullPageWouldLoad({ href, now: 1000, page: 1, storage })).toBe(true)
    expect(reload).not.toHaveBeenCalled()
    loadFullPage({ href, now: 1000, page: 1, storage, reload })
    expect(fullPageWouldLoad({ href, now: 1001, page: 1, storage })).toBe(true) // leaving
    expect(fullPageWouldLoad({ href, now: 2000, page: 2, storage })).toBe(false) // did not help
    expect(fullPageWouldLoad({ href, storage: null })).toBe(false)
  })

  it('never loads without storage to remember it in', () => {
    const reload = vi.fn()
    expect(loadFullPage({ href, storage: null, reload })).toBe(false)
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    expect(loadFullPage({ href, storage: refusing, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
