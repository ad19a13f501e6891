import { useSyncExternalStore } from 'react'

type ToastAction = { label: string; onClick: () => void }

/** How long an error toast stays: long enough to read it and reach its retry button. */
export const ERROR_TOAST_MS = 12_000

// The toaster (sonner and its stylesheet hooks) is not part of the page's first JavaScript:
// the first toast asks the root route to mount it, then waits for it before showing anything.
let requested = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once something has asked for a toast: the root route then mounts the lazy toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
}

/** Called by the toaster once it is on the page and listening. */
export function toasterMounted() {
  markMounted()
}

/**
 * Loads and mounts the toaster ahead of need, e.g. when a visitor starts filling in a form, so a
 * toast can still show if the connection drops before the form is sent.
 */
export function prepareToaster() {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

/** Shows a toast in the page's toaster, loading and mounting it first if needed. */
export async function showToast(
  kind: 'success' | 'error',
  message: string,
  action?: ToastAction,
): Promise<void> {
  prepareToaster()
  const [{ toast }] = await Promise.all([import('sonner'), mounted])
  if (kind === 'success') {
    toast.success(message)
    return
  }
  toast.error(message, { duration: ERROR_TOAST_MS, ...(action ? { action } : {}) })
}
