import { Link, useNavigate } from '@tanstack/react-router'
import { afterNextPaint, isPlainClick, onIntent } from '../../components/press'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { tellSite } from '../../components/siteEvents'
import { OPENED_FROM_PAGE, type ProjectOpener } from './useProjectModal'

type ProjectLinkProps = {
  project: Project
  className: string
  /** Told when the visitor is about to open a project, and when this link opens it. */
  opener: ProjectOpener
  id?: string
}

/**
 * Opens a project's modal by adding `?project=<slug>` (a new history entry: Back closes it). A
 * real link covering its card; the modal follows the press's paint (`afterNextPaint`).
 */
export function ProjectLink({ project, className, opener, id }: ProjectLinkProps) {
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate()
  const opening = {
    to: '/{-$locale}/projects',
    search: (previous: object) => ({ ...previous, project: project.slug }),
    state: OPENED_FROM_PAGE,
    resetScroll: false,
  } as const
  return (
    <Link
      {...opening}
      // This page's own route: nothing to preload; `opener.prepare` gets the modal's code ready.
      preload={false}
      id={id}
      className={className}
      data-project={project.slug}
      aria-label={t('projects.open', { title: project.title[locale] })}
      {...onIntent(opener.prepare)}
      onClick={(event) => {
        if (!isPlainClick(event)) return // a new tab or window: the browser's
        event.preventDefault()
        tellSite({ type: 'project', slug: project.slug })
        opener.open(event.currentTarget)
        afterNextPaint(() => void opener.ready().then(() => navigate(opening)))
      }}
    />
  )
}
