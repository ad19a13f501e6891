import { useId } from 'react'
import type { Project } from '../../content/project'
import { projectWindowWords } from '../../i18n/projectWindow'
import { useLocale } from '../../i18n/useLocale'
import * as styles from './ProjectOutcome.css'

/** 'The result': what the project achieved for the client, and who says so, when it states them. */
export function ProjectOutcome({ project }: { project: Project }) {
  const locale = useLocale()
  const titleId = useId()
  const { result, quote } = project
  if (!result && !quote) return null
  const by = quote && [quote.name, quote.role?.[locale], quote.company].filter(Boolean).join(', ')
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {projectWindowWords[locale]['outcome.title']}
      </h3>
      {result && <p className={styles.result}>{result[locale]}</p>}
      {quote && (
        <figure className={styles.quote}>
          <blockquote className={styles.words}>
            <p>{quote.text[locale]}</p>
          </blockquote>
          <figcaption className={styles.by}>{by}</figcaption>
        </figure>
      )}
    </section>
  )
}
