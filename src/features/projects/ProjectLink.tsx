import { Link } from '@tanstack/react-router'
import { isPlainClick } from '../../components/isPlainClick'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { OPENED_FROM_PAGE, type ProjectOpener } from './useProjectModal'

type ProjectLinkProps = {
  project: Project
  className: string
  /** Told when the visitor is about to open a project, and when this link opens it. */
  opener: ProjectOpener
  id?: string
}

/**
 * Opens a project's modal by adding `?project=<slug>` to the address (a new history entry, so
 * Back closes it) without scrolling the page. A real link: it can open in a new tab or be
 * copied. It covers its card, so the whole card is the target; the modal gets ready as soon as
 * the visitor points at, touches or focuses it.
 */
export function ProjectLink({ project, className, opener, id }: ProjectLinkProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Link
      to="/{-$locale}/projects"
      search={(previous) => ({ ...previous, project: project.slug })}
      state={OPENED_FROM_PAGE}
      resetScroll={false}
      id={id}
      className={className}
      data-project={project.slug}
      aria-label={t('projects.open', { title: project.title[locale] })}
      onPointerEnter={opener.prepare}
      onFocus={opener.prepare}
      onClick={(event) => {
        if (isPlainClick(event)) opener.open(event.currentTarget)
      }}
    />
  )
}
