import { Container } from '../../components/Container'
import * as styles from '../../components/TextPage.css'
import { privacyWords } from '../../i18n/privacy'
import { useLocale } from '../../i18n/useLocale'

type Words = (typeof privacyWords)['en']
type Key = keyof Words

/** The page's sections in order: a heading, its paragraphs, and a list where there is one. */
const sections: { title: Key; text: Key[]; list?: Key[]; after?: Key[] }[] = [
  {
    title: 'counted.title',
    text: ['counted.intro'],
    list: [
      'counted.pages',
      'counted.referrer',
      'counted.projects',
      'counted.device',
      'counted.messages',
    ],
    after: ['counted.kept'],
  },
  { title: 'visitors.title', text: ['visitors.text', 'visitors.deleted'] },
  {
    title: 'notCounted.title',
    text: [],
    list: ['notCounted.optOut', 'notCounted.robots', 'notCounted.requests'],
  },
  { title: 'browser.title', text: ['browser.text'] },
  { title: 'messages.title', text: ['messages.text', 'messages.limit'] },
  { title: 'services.title', text: ['services.films', 'services.platform'] },
  { title: 'rights.title', text: ['rights.text'] },
]

/** What the site counts and keeps, in the visitor's language (each sentence true of the code). */
export function PrivacyPage() {
  const words = privacyWords[useLocale()]
  const paragraphs = (keys: Key[] = []) =>
    keys.map((key) => (
      <p key={key} className={styles.text}>
        {words[key]}
      </p>
    ))
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{words.title}</h1>
      <p className={styles.lead}>{words.intro}</p>
      {sections.map(({ title, text, list, after }) => (
        <section key={title} className={styles.section}>
          <h2 className={styles.heading}>{words[title]}</h2>
          {paragraphs(text)}
          {list && (
            <ul className={styles.list}>
              {list.map((key) => (
                <li key={key}>{words[key]}</li>
              ))}
            </ul>
          )}
          {paragraphs(after)}
        </section>
      ))}
    </Container>
  )
}
