import { Container } from '../../components/Container'
import type { PlainMessageKey } from '../../i18n/translate'
import { useT } from '../../i18n/useLocale'
import * as styles from './PrivacyPage.css'

const counted: PlainMessageKey[] = [
  'privacy.counted.pages',
  'privacy.counted.referrer',
  'privacy.counted.projects',
  'privacy.counted.device',
  'privacy.counted.messages',
]

const neverKept: PlainMessageKey[] = [
  'privacy.notCounted.identity',
  'privacy.notCounted.cookies',
  'privacy.notCounted.optOut',
  'privacy.notCounted.robots',
]

/**
 * What the site counts (worker/stats.ts) and what it never keeps, in the visitor's language: the
 * promise docs/stats.md describes, in plain words.
 */
export function PrivacyPage() {
  const t = useT()
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('privacy.title')}</h1>
      <p className={styles.lead}>{t('privacy.intro')}</p>
      <h2 className={styles.heading}>{t('privacy.counted.title')}</h2>
      <ul className={styles.list}>
        {counted.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('privacy.visitors.title')}</h2>
      <p className={styles.text}>{t('privacy.visitors.text')}</p>
      <h2 className={styles.heading}>{t('privacy.notCounted.title')}</h2>
      <ul className={styles.list}>
        {neverKept.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('privacy.messages.title')}</h2>
      <p className={styles.text}>{t('privacy.messages.text')}</p>
    </Container>
  )
}
