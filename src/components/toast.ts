import { useSyncExternalStore } from 'react'

type ToastAction = { label: string; onClick: () => void }

/** How long an error toast stays: long enough to read it and reach its retry button. */
const ERROR_TOAST_MS = 12_000

// The toaster (sonner and its stylesheet hooks) is not part of the page's first JavaScript: the
// first toast asks the root route to mount it. sonner shows a toast made before its <Toaster>
// mounted as soon as the toaster is there (sonner 2.0.8, emilkowalski/sonner#723).
let requested = false
const listeners = new Set<() => void>()

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

/** Mounts the toaster ahead of need (a form is being filled in), in case the connection drops. */
export function prepareToaster() {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

/** Shows a toast in the page's toaster, which mounts (and then shows it) if it is not there yet. */
export async function showToast(
  kind: 'success' | 'error',
  message: string,
  action?: ToastAction,
): Promise<void> {
  prepareToaster()
  const { toast } = await import('sonner')
  if (kind === 'success') toast.success(message)
  else toast.error(message, { duration: ERROR_TOAST_MS, ...(action ? { action } : {}) })
}
