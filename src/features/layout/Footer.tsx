import { Link } from '@tanstack/react-router'
import { Container } from '../../components/Container'
import { InstagramIcon, MailIcon } from '../../components/icons'
import { LogoMark } from '../../components/Logo'
import { useCurrentYear } from '../../components/useCurrentYear'
import { site } from '../../content/site'
import { useT } from '../../i18n/useLocale'
import * as styles from './Footer.css'

export function Footer() {
  const t = useT()
  const year = useCurrentYear()
  return (
    <footer className={styles.root}>
      <Container className={styles.inner}>
        <Link to="/{-$locale}" className={styles.brand}>
          <LogoMark />
          <span>{site.brandName}</span>
        </Link>
        <p className={styles.copyright}>{t('footer.copyright', { year, brand: site.brandName })}</p>
        <ul className={styles.links}>
          <li>
            <a className={styles.link} href={`mailto:${site.email}`}>
              <MailIcon />
              <span className={styles.linkText}>{site.email}</span>
            </a>
          </li>
          <li>
            <a
              className={styles.link}
              href={site.instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <InstagramIcon />
              <span className={styles.linkText}>
                {t('footer.instagramLabel')}
                <span className={styles.srOnly}> {t('contact.newTab')}</span>
              </span>
            </a>
          </li>
        </ul>
      </Container>
    </footer>
  )
}
