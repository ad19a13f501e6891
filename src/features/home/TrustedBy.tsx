import { Link } from '@tanstack/react-router'
import { projects as clients } from 'virtual:clients'
import { Container } from '../../components/Container'
import { useT } from '../../i18n/useLocale'
import * as styles from './TrustedBy.css'

/** "Trusted by": the clients the projects name (`client`), as text, each linking to its project. */
export function TrustedBy() {
  const t = useT()
  if (clients.length === 0) return null
  return (
    <section className={styles.root} aria-labelledby="clients-title">
      <Container>
        <h2 id="clients-title" className={styles.title}>
          {t('clients.title')}
        </h2>
        <ul className={styles.list}>
          {clients.map(({ name, slug }) => (
            <li key={name}>
              <Link to="/{-$locale}/projects" search={{ project: slug }} className={styles.link}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
