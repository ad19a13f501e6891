import { iconButton } from '../../components/Button.css'
import { ShareIcon } from '../../components/icons'
import { showToast } from '../../components/toast'
import { useTooltip } from '../../components/useTooltip'
import { useT } from '../../i18n/useLocale'

/**
 * Shares the open project's address: the system share sheet where the browser offers one,
 * otherwise the link goes to the clipboard and a toast says so.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT()
  const tooltip = useTooltip(t('projects.modal.share'))

  const share = async () => {
    const data = { title, url: window.location.href }
    if (navigator.canShare?.(data)) {
      try {
        await navigator.share(data)
      } catch {
        // The visitor closed the sheet: nothing to say.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(data.url)
      void showToast('success', t('projects.modal.linkCopied'))
    } catch {
      void showToast('error', t('projects.modal.shareFailed'))
    }
  }

  return (
    <>
      <button
        type="button"
        className={iconButton}
        {...tooltip.triggerProps}
        onClick={() => void share()}
      >
        <ShareIcon />
      </button>
      {tooltip.popup}
    </>
  )
}
