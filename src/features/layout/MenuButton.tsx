import { lazy, Suspense, useRef, useState } from 'react'
import { iconButton } from '../../components/Button.css'
import { MenuIcon } from '../../components/icons'
import { useTooltip } from '../../components/useTooltip'
import { useT } from '../../i18n/useLocale'

const MobileMenu = lazy(() => import('./MobileMenu'))

/**
 * The phone menu's trigger. The menu mounts (its code loading) on the first intent, a pointer
 * on the button or focus, so the tap that opens it finds it ready; not with the page.
 */
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
          setMounted(true)
        }}
        onFocus={(event) => {
          onFocus(event)
          setMounted(true)
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
