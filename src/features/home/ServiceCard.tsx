import { ArrowRightIcon } from '../../components/icons'
import { SectionLink } from '../../components/SectionLink'
import type { ServiceIn } from '../../content/siteSchema'
import { useT } from '../../i18n/useLocale'
import { ServiceIcon } from './ServiceIcon'
import * as styles from './ServiceCard.css'

type ServiceCardProps = { service: ServiceIn; index: number }

/** One service. Its "Get started" link shows on hover and on keyboard focus (always on touch). */
export function ServiceCard({ service, index }: ServiceCardProps) {
  const t = useT()
  const titleId = `service-${service.id}`
  const { title } = service
  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <ServiceIcon name={service.icon} />
        </span>
        <span className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
      </div>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.description}>{service.description}</p>
      <SectionLink
        to="/{-$locale}"
        hash="contact"
        className={styles.link}
        aria-label={t('services.getStartedWith', { service: title })}
      >
        {t('services.getStarted')}
        <ArrowRightIcon />
      </SectionLink>
    </article>
  )
}
