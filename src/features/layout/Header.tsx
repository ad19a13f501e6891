import { Link } from '@tanstack/react-router'
import { button, buttonSmall } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { LogoMark } from '../../components/Logo'
import { SectionLink } from '../../components/SectionLink'
import { site } from '../../../shared/site'
import { useT } from '../../i18n/useLocale'
import { MenuButton } from './MenuButton'
import { useScrolledPast } from './useScrolledPast'
import * as styles from './Header.css'

/** Spec: the header turns dark and blurred once the page is scrolled more than 50 px. */
const HEADER_SCROLL_THRESHOLD_PX = 50

export function Header() {
  const t = useT()
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX)
  return (
    <header className={styles.root} data-scrolled={scrolled}>
      <Container className={styles.inner}>
        <Link to="/{-$locale}" className={styles.brand}>
          <LogoMark />
          <span className={styles.brandName}>{site.brandName}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <Link to="/{-$locale}/projects" className={styles.navLink}>
            {t('nav.ourWork')}
          </Link>
          <SectionLink
            to="/{-$locale}"
            hash="contact"
            className={`${button.primary} ${buttonSmall}`}
          >
            {t('nav.workWithUs')}
          </SectionLink>
        </nav>
        <div className={styles.menu}>
          <MenuButton />
        </div>
      </Container>
    </header>
  )
}
