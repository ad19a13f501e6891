import { lazy, Suspense, useRef, useState } from 'react'
import { iconButton } from '../../components/Button.css'
import { MenuIcon } from '../../components/icons'
import { Tooltip } from '../../components/Tooltip'
import { useT } from '../../i18n/useLocale'

const loadMenu = () => import('./MobileMenu')
const MobileMenu = lazy(loadMenu)

/** The phone menu's trigger. The menu's code loads on first intent, not with the page. */
export function MenuButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Tooltip label={t('nav.openMenu')}>
        <button
          ref={buttonRef}
          type="button"
          className={iconButton()}
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={() => {
            setMounted(true)
            setOpen(true)
          }}
        >
          <MenuIcon />
        </button>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
