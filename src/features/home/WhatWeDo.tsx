import { Container } from '../../components/Container'
import { ArrowRightIcon } from '../../components/icons'
import { SectionLink } from '../../components/SectionLink'
import { useT, useWords } from '../../i18n/useLocale'
import { section } from './section.css'
import { SectionHeading } from './SectionHeading'
import * as styles from './WhatWeDo.css'

/** Who the studio is and how it works, with a way down to the services. */
export function WhatWeDo() {
  const t = useT()
  const { whatWeDo } = useWords().home
  return (
    <section className={section} aria-labelledby="what-we-do-title">
      <Container className={styles.inner}>
        <SectionHeading id="what-we-do-title" eyebrow={whatWeDo.eyebrow} title={whatWeDo.title} />
        <div className={styles.body}>
          <p className={styles.lead}>{whatWeDo.paragraph1}</p>
          <p className={styles.text}>{whatWeDo.paragraph2}</p>
          <SectionLink to="/{-$locale}" hash="services" className={styles.link}>
            {t('whatWeDo.cta')}
            <ArrowRightIcon className={styles.arrow} />
          </SectionLink>
        </div>
      </Container>
    </section>
  )
}
