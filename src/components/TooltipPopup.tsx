import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { useEffect, useRef } from 'react'
import type { TooltipProps } from './Tooltip'
import { tooltipClosed, useTooltipOpenDelay } from './tooltipTiming'
import * as styles from './Tooltip.css'

type TooltipPopupProps = TooltipProps & {
  /** Focus the trigger once mounted: it replaced a plain control that had focus. */
  refocus: boolean
}

/** Ark UI's tooltip around the control. Loaded on the first hover or focus of any tooltip. */
export default function TooltipPopup({
  label,
  children,
  placement = 'bottom',
  refocus,
}: TooltipPopupProps) {
  const openDelay = useTooltipOpenDelay()
  const anchor = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    // Only when the swap itself took focus away (focus fell back to the page).
    if (!refocus || (document.activeElement && document.activeElement !== document.body)) return
    const trigger = anchor.current?.previousElementSibling
    if (trigger instanceof HTMLElement) trigger.focus()
  }, [refocus])
  return (
    <>
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
      <span ref={anchor} hidden />
    </>
  )
}
