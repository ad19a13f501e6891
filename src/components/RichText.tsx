import type { RichInline } from '../content/richText'
import { useT } from '../i18n/useLocale'
import * as styles from './RichText.css'

/**
 * A run of the studio's formatted words (`src/content/richText.ts`) as React elements: text,
 * emphasis, strong emphasis and links (to the web in a new tab, as the site's other links out).
 * Nothing in it is HTML: what the studio typed is text or one of these four elements.
 */
export function RichText({ runs }: { runs: RichInline[] }) {
  const t = useT()
  return runs.map((run, index) => {
    if (typeof run === 'string') return run
    const children = <RichText runs={run.children} />
    if (run.kind === 'em') return <em key={index}>{children}</em>
    if (run.kind === 'strong') return <strong key={index}>{children}</strong>
    const web = /^https?:/i.test(run.href)
    return (
      <a
        key={index}
        className={styles.link}
        href={run.href}
        {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {web && <span className={styles.newTab}> {t('contact.newTab')}</span>}
      </a>
    )
  })
}
