import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { button, iconButton } from '../../components/Button.css'
import { keepHiddenInert } from '../../components/inertWhileHidden'
import { CloseIcon } from '../../components/icons'
import { SectionLink } from '../../components/SectionLink'
import { useScrollLock } from '../../components/useScrollLock'
import { useTooltip } from '../../components/useTooltip'
import { useT } from '../../i18n/useLocale'
import { LanguageSwitch } from './LanguageSwitch'
import * as styles from './MobileMenu.css'

// What the dialog hides from assistive technology cannot take the focus either.
if (typeof document !== 'undefined') keepHiddenInert()

type MobileMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The phone menu: the header's links and the language switch. Closes on a choice or Escape. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const t = useT()
  const close = () => onOpenChange(false)
  const closeTooltip = useTooltip(t('nav.closeMenu'))
  useScrollLock(open)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => returnFocusTo.current}
      preventScroll={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <div className={styles.top}>
              <Dialog.Title className={styles.title}>{t('nav.menuTitle')}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} {...closeTooltip.triggerProps}>
                <CloseIcon />
              </Dialog.CloseTrigger>
              {closeTooltip.popup}
            </div>
            <nav aria-label={t('nav.label')} className={styles.links}>
              <Link to="/{-$locale}" className={styles.link} onClick={close}>
                {t('nav.home')}
              </Link>
              <Link to="/{-$locale}/projects" className={styles.link} onClick={close}>
                {t('nav.ourWork')}
              </Link>
              <SectionLink
                to="/{-$locale}"
                hash="contact"
                className={button.primary}
                onClick={close}
              >
                {t('nav.workWithUs')}
              </SectionLink>
            </nav>
            <div className={styles.language}>
              <LanguageSwitch onSwitch={close} />
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
