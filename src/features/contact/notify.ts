import { showToast } from '../../components/toast'

export { ERROR_TOAST_MS } from '../../components/toast'

/** The contact form's toasts: the success message, or an error with a retry action. */
export const notify = showToast
