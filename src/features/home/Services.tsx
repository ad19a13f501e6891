import { Container } from '../../components/Container'
import home from '../../content/site/home.en.json' with { type: 'json' }
import type { Service } from '../../content/siteSchema'
import { useWords } from '../../i18n/useLocale'
import { section } from './section.css'
import { SectionHeading } from './SectionHeading'
import { ServiceCard } from './ServiceCard'
import * as styles from './Services.css'

/**
 * The services in their order, each with its words in every language: one list, in the English
 * file (the editor keeps it there, so no language can lack a service).
 */
const serviceList = home.serviceList as Service[]

/** `#services`: the three things the studio makes, each a way into the contact form. */
export function Services() {
  const { services } = useWords().home
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
          {serviceList.map((service, index) => (
            <li key={service.id} className={styles.item}>
              <ServiceCard service={service} index={index} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
