type ToastAction = { label: string; onClick: () => void }

/** How long an error toast stays: long enough to read it and reach its retry button. */
export const ERROR_TOAST_MS = 12_000

/**
 * Shows a toast through the lazily loaded toaster. sonner is imported on demand so it stays out
 * of the page's first JavaScript; the toaster mounted by the root route shares the same module.
 */
export async function notify(
  kind: 'success' | 'error',
  message: string,
  action?: ToastAction,
): Promise<void> {
  const { toast } = await import('sonner')
  if (kind === 'success') {
    toast.success(message)
    return
  }
  toast.error(message, { duration: ERROR_TOAST_MS, ...(action ? { action } : {}) })
}
