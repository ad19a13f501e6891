import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import type { ReactElement } from 'react'
import { useTooltipOpenDelay, tooltipClosed } from './tooltipTiming'
import * as styles from './Tooltip.css'

type TooltipProps = {
  /** The text the tooltip shows; also use it as the trigger's accessible name. */
  label: string
  /** A single focusable element (button or link) that receives the trigger props. */
  children: ReactElement
  placement?: 'top' | 'bottom' | 'left' | 'right'
}

/**
 * Names an icon-only control on hover and keyboard focus. Opens after 700 ms; for 300 ms after
 * any tooltip closes the next one opens at once (the spec's open and skip delays).
 */
export function Tooltip({ label, children, placement = 'bottom' }: TooltipProps) {
  const openDelay = useTooltipOpenDelay()
  return (
    <ArkTooltip.Root
      openDelay={openDelay}
      closeDelay={0}
      positioning={{ placement }}
      onOpenChange={({ open }) => {
        if (!open) tooltipClosed()
      }}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>{label}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
