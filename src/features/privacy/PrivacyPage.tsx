import { Container } from '../../components/Container'
import { privacyWords } from '../../i18n/privacy'
import { useLocale } from '../../i18n/useLocale'
import * as styles from './PrivacyPage.css'

const counted = [
  'counted.pages',
  'counted.referrer',
  'counted.projects',
  'counted.device',
  'counted.messages',
] as const

const neverKept = [
  'notCounted.identity',
  'notCounted.cookies',
  'notCounted.optOut',
  'notCounted.robots',
] as const

/**
 * What the site counts (worker/stats.ts) and what it never keeps, in the visitor's language: the
 * promise docs/stats.md describes, in plain words.
 */
export function PrivacyPage() {
  const words = privacyWords[useLocale()]
  const t = (key: keyof typeof words) => words[key]
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <h2 className={styles.heading}>{t('counted.title')}</h2>
      <ul className={styles.list}>
        {counted.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('visitors.title')}</h2>
      <p className={styles.text}>{t('visitors.text')}</p>
      <h2 className={styles.heading}>{t('notCounted.title')}</h2>
      <ul className={styles.list}>
        {neverKept.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('messages.title')}</h2>
      <p className={styles.text}>{t('messages.text')}</p>
    </Container>
  )
}
