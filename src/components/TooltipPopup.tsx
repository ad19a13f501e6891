import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import * as styles from './Tooltip.css'

type TooltipPopupProps = {
  open: boolean
  /** Ark asks to close (Escape, scrolling away): the trigger's owner decides. */
  onClose: () => void
  /** The trigger element's id: Ark positions the popup against it. */
  triggerId: string
  label: string
  placement: 'top' | 'bottom' | 'left' | 'right'
}

/** The tooltip itself, on Ark UI, opened and closed by `Tooltip`. Loaded on first use. */
export default function TooltipPopup({
  open,
  onClose,
  triggerId,
  label,
  placement,
}: TooltipPopupProps) {
  return (
    <ArkTooltip.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      ids={{ trigger: triggerId }}
      positioning={{ placement }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>{label}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
