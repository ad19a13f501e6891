import { Dialog } from '@ark-ui/react/dialog'
import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { button } from '../../components/Button.css'
import { DialogCloseButton, ModalDialog } from '../../components/ModalDialog'
import { SectionLink } from '../../components/SectionLink'
import { useT } from '../../i18n/useLocale'
import { LanguageSwitch } from './LanguageSwitch'
import * as styles from './MobileMenu.css'

type MobileMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The phone menu: the header's links and the language switch. Closes on a choice or Escape. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const t = useT()
  const close = () => onOpenChange(false)
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={() => returnFocusTo.current}
      className={{ positioner: styles.positioner, content: styles.content }}
    >
      <div className={styles.top}>
        <Dialog.Title className={styles.title}>{t('nav.menuTitle')}</Dialog.Title>
        <DialogCloseButton label={t('nav.closeMenu')} />
      </div>
      <nav aria-label={t('nav.label')} className={styles.links}>
        <Link to="/{-$locale}" className={styles.link} onClick={close}>
          {t('nav.home')}
        </Link>
        <Link to="/{-$locale}/projects" className={styles.link} onClick={close}>
          {t('nav.ourWork')}
        </Link>
        <SectionLink to="/{-$locale}" hash="contact" className={button.primary} onClick={close}>
          {t('nav.workWithUs')}
        </SectionLink>
      </nav>
      <div className={styles.language}>
        <LanguageSwitch onSwitch={close} />
      </div>
    </ModalDialog>
  )
}
