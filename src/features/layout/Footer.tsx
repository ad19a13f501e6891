import { Link } from '@tanstack/react-router'
import { Container } from '../../components/Container'
import { ContactLinks } from '../../components/ContactLinks'
import { LogoMark } from '../../components/Logo'
import { useCurrentYear } from '../../components/useCurrentYear'
import { site } from '../../../shared/site'
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
        <p className={styles.copyright}>
          {t('footer.copyright', { year, brand: site.brandName })}{' '}
          <Link to="/{-$locale}/privacy" className={styles.pageLink}>
            {t('footer.privacy')}
          </Link>{' '}
          <Link to="/{-$locale}/ai" className={styles.pageLink}>
            {t('ai.link')}
          </Link>
        </p>
        <ContactLinks variant="compact" />
      </Container>
    </footer>
  )
}
