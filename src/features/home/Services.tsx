import { Container } from '../../components/Container'
import { useWords } from '../../i18n/useLocale'
import { section } from './section.css'
import { SectionHeading } from './SectionHeading'
import { ServiceCard } from './ServiceCard'
import * as styles from './Services.css'

/** `#services`: the three things the studio makes, each a way into the contact form. */
export function Services() {
  const words = useWords()
  const { services } = words.home
  return (
    <section id="services" className={`${section} ${styles.root}`} aria-labelledby="services-title">
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          subtitle={services.subtitle}
        />
        <ul className={styles.grid}>
          {words.services.map((service, index) => (
            <li key={service.id} className={styles.item}>
              <ServiceCard service={service} index={index} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
