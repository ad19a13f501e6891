import { Link } from '@tanstack/react-router'
import { Fragment, useId } from 'react'
import { RichText } from '../../components/RichText'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import * as styles from './ProjectOverview.css'

/**
 * 'Project Overview': the full description, then the category and the type, for whom and when
 * (when the folder says), who made it, and how: every work here is made with generative AI.
 */
export function ProjectOverview({ project }: { project: Project }) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('projects.modal.overview')}
      </h3>
      {project.fullDescription[locale].map((paragraph, index) => (
        <p key={index} className={styles.text}>
          <RichText runs={paragraph} />
        </p>
      ))}
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('projects.modal.category')}</dt>
        <dd className={styles.detail}>{project.category[locale]}</dd>
        <dt className={styles.term}>{t('projects.modal.type')}</dt>
        <dd className={styles.detail}>{t(`projects.type.${project.type}`)}</dd>
        {project.client && (
          <>
            <dt className={styles.term}>{t('projects.modal.client')}</dt>
            <dd className={styles.detail}>{project.client}</dd>
          </>
        )}
        {project.year && (
          <>
            <dt className={styles.term}>{t('projects.modal.year')}</dt>
            <dd className={styles.detail}>{project.year}</dd>
          </>
        )}
        {project.credits.map((credit, index) => (
          <Fragment key={index}>
            <dt className={styles.term}>{credit.role[locale]}</dt>
            <dd className={styles.detail}>{credit.name}</dd>
          </Fragment>
        ))}
      </dl>
      <p className={styles.note}>
        <span>{t('projects.modal.aiNote')}</span>{' '}
        <Link to="/{-$locale}/ai" className={styles.noteLink}>
          {t('ai.link')}
        </Link>
      </p>
    </section>
  )
}
