import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { iconButton } from './Button.css'
import { keepHiddenInert } from './inertWhileHidden'
import { backdrop } from './Overlay.css'
import { CloseIcon } from './icons'
import { useScrollLock } from './useScrollLock'
import { useTooltip } from './useTooltip'

// What a dialog hides from assistive technology cannot take the focus either.
if (typeof document !== 'undefined') keepHiddenInert()

type ModalDialogProps = {
  open: boolean
  /** Ark's ask to open or close (the close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void
  /** Where the focus goes when it closes. */
  finalFocusEl: () => HTMLElement | null
  /** Where the focus goes when it opens (Ark's default: the first control). */
  initialFocusEl?: () => HTMLElement | null
  /** The dialog's own place and box; the dimmed backdrop is every dialog's (`Overlay.css.ts`). */
  className: { positioner: string; content: string }
  children: ReactNode
}

/** The site's modal dialog: Ark's `Dialog` in a portal, the page behind inert and held still. */
export function ModalDialog({
  open,
  onOpenChange,
  finalFocusEl,
  initialFocusEl,
  className,
  children,
}: ModalDialogProps) {
  useScrollLock(open)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      initialFocusEl={initialFocusEl}
      preventScroll={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={className.positioner}>
          <Dialog.Content className={className.content}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** The dialog's close button: an icon, named by its tooltip. */
export function DialogCloseButton({ label }: { label: string }) {
  const tooltip = useTooltip(label)
  return (
    <>
      <Dialog.CloseTrigger className={iconButton} {...tooltip.triggerProps}>
        <CloseIcon />
      </Dialog.CloseTrigger>
      {tooltip.popup}
    </>
  )
}
