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
 * Opens a project's modal by adding `?project=<slug>` to the address (a new history entry, so
 * Back closes it) without scrolling the page. A real link: it can open in a new tab or be
 * copied. It covers its card, so the whole card is the target; the modal gets ready as soon as
 * a mouse points at it or the keyboard focuses it, and the project opens once it is ready.
 *
 * A press shows in the next frame (the card's pressed style, its picture named to grow); the
 * modal (a render of the dialog, in a view transition) follows in a later one
 * (`afterNextPaint`), so the press never waits for it (docs/performance.md).
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
      // The route is this page's own and its data is in memory: the router has nothing to
      // preload (its intent preloading would run on every hover and touch); the modal's code
      // is what `opener.prepare` gets ready.
      preload={false}
      id={id}
      className={className}
      data-project={project.slug}
      aria-label={t('projects.open', { title: project.title[locale] })}
      // A mouse resting on it or a keyboard's focus gets the modal ready; a finger's touch
      // comes with its press, which gets it ready after its own paint.
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
