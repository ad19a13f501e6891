import { Container } from '../../components/Container'
import { ContactLinks } from '../../components/ContactLinks'
import { useT } from '../../i18n/useLocale'
import { ContactForm } from './ContactForm'
import * as styles from './ContactSection.css'

/** `#contact`: the invitation, the studio's email and Instagram, and the form. */
export function ContactSection() {
  const t = useT()
  return (
    <section id="contact" className={styles.root} aria-labelledby="contact-title">
      <Container className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t('contact.eyebrow')}</p>
          <h2 id="contact-title" className={styles.title}>
            {t('contact.title')}
          </h2>
          <p className={styles.subtitle}>{t('contact.subtitle')}</p>
          <ContactLinks variant="cards" />
        </div>
        <ContactForm />
      </Container>
    </section>
  )
}
