import * as styles from './SectionHeading.css'

type SectionHeadingProps = {
  /** Id for the `<h2>`, so the section can be labelled by it. */
  id: string
  eyebrow: string
  title: string
  subtitle?: string
}

/** A home section's small label, title and optional one-line introduction. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <div className={styles.root}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  )
}
