import { lazy, Suspense, useRef, useState } from 'react'
import { afterNextPaint } from '../../components/press'
import { iconButton } from '../../components/Button.css'
import { MenuIcon } from '../../components/icons'
import { useTooltip } from '../../components/useTooltip'
import { useT } from '../../i18n/useLocale'
import { later } from '../../lib/loadLater'

// Gone (a deploy): the page afresh, whose menu works.
const loadMenu = later(() => import('./MobileMenu'), 'reload')
const MobileMenu = lazy(loadMenu)

/**
 * The phone menu's trigger. The menu's code loads on first intent, not with the page. A press
 * shows at once (the button's pressed style); the menu (its dialog's render) follows in a later
 * frame (`afterNextPaint`), so the press never waits for it (docs/performance.md).
 */
export function MenuButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // A mouse resting on it or a keyboard's focus gives the code a head start (with the tooltip);
  // a finger's touch comes with its press, which then starts the load after its own paint.
  const tooltip = useTooltip(t('nav.openMenu'), 'bottom', () => void loadMenu.preload())
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        {...tooltip.triggerProps}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          afterNextPaint(() => {
            setMounted(true)
            setOpen(true)
          })
        }}
      >
        <MenuIcon />
      </button>
      {tooltip.popup}
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
