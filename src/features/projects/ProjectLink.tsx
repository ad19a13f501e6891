import { Link } from '@tanstack/react-router'
import { isPlainClick } from '../../components/isPlainClick'
import type { Project } from '../../content/projects'
import { useLocale, useT } from '../../i18n/useLocale'
import { loadProjectModal } from './loadProjectModal'
import { OPENED_FROM_PAGE } from './useProjectModal'

export type OpenProjectHandler = (link: HTMLAnchorElement) => void

type ProjectLinkProps = {
  project: Project
  className: string
  /** Told when this link opens the modal, so focus can come back to it on close. */
  onOpen: OpenProjectHandler
  id?: string
}

/**
 * Opens a project's modal by adding `?project=<slug>` to the address (a new history entry, so
 * Back closes it) without scrolling the page. A real link: it can open in a new tab or be
 * copied. It covers its card, so the whole card is the target; the modal's code starts
 * loading as soon as the visitor points at or focuses it.
 */
export function ProjectLink({ project, className, onOpen, id }: ProjectLinkProps) {
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
      onPointerEnter={() => void loadProjectModal()}
      onFocus={() => void loadProjectModal()}
      onClick={(event) => {
        if (isPlainClick(event)) onOpen(event.currentTarget)
      }}
    />
  )
}
