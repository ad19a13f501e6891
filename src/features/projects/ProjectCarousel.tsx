import { memo, useId, useState, type KeyboardEvent } from 'react'
import { afterNextPaint } from '../../components/press'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
import { CarouselControls } from './CarouselControls'
import { ProjectSlide } from './ProjectSlide'
import { useProjectCarousel } from './useProjectCarousel'
import type { ProjectOpener } from './useProjectModal'
import { directionOfKey, type Direction } from './carouselKeys'
import * as styles from './ProjectCarousel.css'

/**
 * Every project in a looping carousel; from a slide's link, focus follows a move. Memoised, as the
 * slides: opening or closing a project re-renders only the slide whose picture grows.
 */
export const ProjectCarousel = memo(function ProjectCarousel({
  projects,
  opener,
  growing,
}: {
  projects: readonly Project[]
  opener: ProjectOpener
  /** The project whose slide's picture grows into the modal (growingPicture.ts). */
  growing: string | undefined
}) {
  const t = useT()
  const locale = useLocale()
  const trackId = useId()
  const { viewportRef, enhanced, canPrevious, canNext, move } = useProjectCarousel()
  const [announcement, setAnnouncement] = useState('')

  const step = (direction: Direction, focusSlide: boolean) => {
    const slide = move(direction)
    const link = slide?.querySelector<HTMLElement>('[data-project]')
    if (focusSlide && link) {
      link.focus({ preventScroll: true })
      return
    }
    const index = Number(slide?.dataset.index ?? 0)
    const project = projects[index]
    if (!project) return
    const position = { index: index + 1, total: projects.length }
    setAnnouncement(t('projects.carousel.current', { title: project.title[locale], ...position }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = directionOfKey(event)
    if (!direction) return
    event.preventDefault()
    const inSlide = event.target instanceof Element && event.target.closest('[data-index]') !== null
    step(direction, inSlide)
  }

  return (
    // The arrow keys are delegated from the links and buttons inside, which hold the focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={t('projects.carousel.label')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef} data-enhanced={enhanced}>
        <div className={styles.track} id={trackId}>
          {projects.map((project, index) => (
            <ProjectSlide
              key={project.slug}
              className={styles.slide}
              project={project}
              index={index}
              total={projects.length}
              opener={opener}
              grows={project.slug === growing}
            />
          ))}
        </div>
      </div>
      <CarouselControls
        controls={trackId}
        canPrevious={canPrevious}
        canNext={canNext}
        // The press shows at once; the slides move from the next frame.
        onMove={(direction) => afterNextPaint(() => step(direction, false))}
      />
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  )
})
