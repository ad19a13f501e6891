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

/** The phone menu's trigger: the menu's code loads on first intent; it opens after the press's paint. */
export function MenuButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
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
