import { Container } from '../../components/Container'
import { ContactLinks } from '../../components/ContactLinks'
import { useWords } from '../../i18n/useLocale'
import { ContactForm } from './ContactForm'
import * as styles from './ContactSection.css'

/** `#contact`: the invitation, the studio's email and Instagram, and the form. */
export function ContactSection() {
  const { contact } = useWords().home
  return (
    <section id="contact" className={styles.root} aria-labelledby="contact-title">
      <Container className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{contact.eyebrow}</p>
          <h2 id="contact-title" className={styles.title}>
            {contact.title}
          </h2>
          <p className={styles.subtitle}>{contact.subtitle}</p>
          <ContactLinks variant="cards" />
        </div>
        <ContactForm />
      </Container>
    </section>
  )
}
