import { lazy, Suspense, useRef, useState } from 'react'
import { iconButton } from '../../components/Button.css'
import { MenuIcon } from '../../components/icons'
import { useTooltip } from '../../components/useTooltip'
import { useT } from '../../i18n/useLocale'
import { withRetry } from '../../loadCode'

const loadMenu = () => import('./MobileMenu')
const MobileMenu = lazy(() => withRetry(loadMenu))

/** The phone menu's trigger. The menu's code loads on first intent, not with the page. */
export function MenuButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const tooltip = useTooltip(t('nav.openMenu'))
  const { onPointerEnter, onFocus } = tooltip.triggerProps
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        {...tooltip.triggerProps}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          onPointerEnter(event)
          void loadMenu()
        }}
        onFocus={(event) => {
          onFocus(event)
          void loadMenu()
        }}
        onClick={() => {
          setMounted(true)
          setOpen(true)
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
