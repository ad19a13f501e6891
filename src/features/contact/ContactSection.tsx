import { Container } from '../../components/Container'
import { InstagramIcon, MailIcon } from '../../components/icons'
import { site } from '../../content/site'
import { useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
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
          <ul className={styles.channels}>
            <li>
              <a className={styles.channel} href={`mailto:${site.email}`}>
                <span className={styles.channelIcon}>
                  <MailIcon />
                </span>
                <span className={styles.channelText}>
                  <span className={styles.channelLabel}>{t('contact.emailLabel')}</span>{' '}
                  <span className={styles.channelValue}>{site.email}</span>
                </span>
              </a>
            </li>
            <li>
              <a
                className={styles.channel}
                href={site.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className={styles.channelIcon}>
                  <InstagramIcon />
                </span>
                <span className={styles.channelText}>
                  <span className={styles.channelLabel}>{t('contact.instagramLabel')}</span>{' '}
                  <span className={styles.channelValue}>{site.instagramHandle}</span>
                  <span className={visuallyHidden}> {t('contact.newTab')}</span>
                </span>
              </a>
            </li>
          </ul>
        </div>
        <ContactForm />
      </Container>
    </section>
  )
}
