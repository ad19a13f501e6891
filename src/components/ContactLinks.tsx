import type { ComponentType } from 'react'
import { site } from '../../shared/site'
import { useT } from '../i18n/useLocale'
import { visuallyHidden } from '../styles/utils.css'
import * as styles from './ContactLinks.css'
import { InstagramIcon, MailIcon } from './icons'

type Channel = {
  href: string
  Icon: ComponentType
  label: string
  value: string
  /** What the compact link shows: the address itself for email, the network's name otherwise. */
  compact: string
  newTab: boolean
}

/**
 * The studio's email and Instagram, from the site settings: a compact row in the footer, labelled
 * cards in the contact section. Instagram opens in a new tab, and says so to screen readers.
 */
export function ContactLinks({ variant }: { variant: 'compact' | 'cards' }) {
  const t = useT()
  const channels: Channel[] = [
    {
      href: `mailto:${site.email}`,
      Icon: MailIcon,
      label: t('contact.emailLabel'),
      value: site.email,
      compact: site.email,
      newTab: false,
    },
    {
      href: site.instagramUrl,
      Icon: InstagramIcon,
      label: t('contact.instagramLabel'),
      value: site.instagramHandle,
      compact: t('contact.instagramLabel'),
      newTab: true,
    },
  ]
  return (
    <ul className={styles.list[variant]}>
      {channels.map(({ href, Icon, label, value, compact, newTab }) => {
        const newTabNote = newTab && <span className={visuallyHidden}> {t('contact.newTab')}</span>
        return (
          <li key={href}>
            <a
              className={styles.link[variant]}
              href={href}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {variant === 'compact' ? (
                <>
                  <Icon />
                  <span className={styles.compactText}>
                    {compact}
                    {newTabNote}
                  </span>
                </>
              ) : (
                <>
                  <span className={styles.cardIcon}>
                    <Icon />
                  </span>
                  <span className={styles.cardText}>
                    <span className={styles.cardLabel}>{label}</span>{' '}
                    <span className={styles.cardValue}>{value}</span>
                    {newTabNote}
                  </span>
                </>
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
