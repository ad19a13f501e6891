import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { SectionLink } from '../../components/SectionLink'
import { useT, useWords } from '../../i18n/useLocale'
import { HeroArt } from './HeroArt'
import { usePointerGlow } from './usePointerGlow'
import * as styles from './Hero.css'

/** The opening screen: what the studio does, two ways in, and a glow that follows the pointer. */
export function Hero() {
  const t = useT()
  const { hero } = useWords().home
  const ref = useRef<HTMLElement>(null)
  usePointerGlow(ref)
  return (
    <section ref={ref} className={styles.root} aria-labelledby="hero-title">
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={styles.glow} aria-hidden="true" />
      <HeroArt />
      <Container className={styles.content}>
        <p className={styles.eyebrow}>
          <span className={styles.pulse} aria-hidden="true" />
          {hero.eyebrow}
        </p>
        <h1 id="hero-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <div className={styles.actions}>
          <SectionLink to="/{-$locale}" hash="contact" className={button.primary}>
            {t('hero.workWithUs')}
          </SectionLink>
          <Link to="/{-$locale}/projects" className={button.secondary}>
            {t('hero.viewProjects')}
          </Link>
        </div>
      </Container>
      <div className={styles.horizon} aria-hidden="true" />
    </section>
  )
}
