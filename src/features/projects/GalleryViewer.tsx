import { Dialog } from '@ark-ui/react/dialog'
import useEmblaCarousel from 'embla-carousel-react'
import { useRef, type KeyboardEvent } from 'react'
import { iconButton } from '../../components/Button.css'
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons'
import { DialogCloseButton, ModalDialog } from '../../components/ModalDialog'
import { ProjectImage } from '../../components/ProjectImage'
import { usePrefersReducedMotion } from '../../components/reducedMotion'
import { useTooltip } from '../../components/useTooltip'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
import { useCarouselValue } from './useCarouselValue'
import { directionOfKey, type Direction } from './carouselKeys'
import * as styles from './GalleryViewer.css'

type GalleryViewerProps = {
  project: Project
  /** The still it opens on. */
  start: number
  open: boolean
  onClose: () => void
  /** The thumbnail that opened it: the focus goes back there. */
  returnFocusTo: () => HTMLElement | null
}

/** A project's stills, one at a time, as large as the screen allows, in a dialog of its own. */
export default function GalleryViewer({
  project,
  start,
  open,
  onClose,
  returnFocusTo,
}: GalleryViewerProps) {
  const t = useT()
  const locale = useLocale()
  const reducedMotion = usePrefersReducedMotion()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [viewportRef, api] = useEmblaCarousel({ startIndex: start, duration: 24 })
  const selected = useCarouselValue(api, (carousel) => carousel.selectedScrollSnap(), start)
  const { gallery } = project
  const total = gallery.length
  const current = gallery[selected]
  const position = t('projects.gallery.position', { index: selected + 1, total })

  const move = (direction: Direction) => {
    if (direction === 'previous') api?.scrollPrev(reducedMotion)
    else api?.scrollNext(reducedMotion)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = directionOfKey(event)
    if (!direction) return
    event.preventDefault()
    move(direction)
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      finalFocusEl={returnFocusTo}
      // Focus on its start, as the project's dialog does: the arrow keys work from there.
      initialFocusEl={() => titleRef.current}
      className={{ positioner: styles.positioner, content: styles.content }}
    >
      {/* The arrow keys are delegated from the title and the buttons, which hold the focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.layout} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
            {t('projects.gallery.viewer', { title: project.title[locale] })}
          </Dialog.Title>
          <DialogCloseButton label={t('projects.modal.close')} />
        </div>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track}>
            {gallery.map((picture, index) => (
              <div
                key={index}
                className={styles.slide}
                // Only the still in view is read; the others are there for the swipe.
                aria-hidden={index === selected ? undefined : true}
              >
                <ProjectImage
                  picture={picture}
                  locale={locale}
                  className={styles.image}
                  sizes="100vw"
                  priority={index === start}
                />
              </div>
            ))}
          </div>
        </div>
        <div className={styles.controls}>
          <MoveButton direction="previous" disabled={selected === 0} onMove={move} />
          <p className={styles.position} aria-hidden="true">
            {position}
          </p>
          {/* What a screen reader hears when the viewer opens (its description) and at every move. */}
          <Dialog.Description className={visuallyHidden} aria-live="polite" aria-atomic="true">
            {current ? `${position}: ${current.alt[locale]}` : position}
          </Dialog.Description>
          <MoveButton direction="next" disabled={selected === total - 1} onMove={move} />
        </div>
      </div>
    </ModalDialog>
  )
}

function MoveButton({
  direction,
  disabled,
  onMove,
}: {
  direction: Direction
  disabled: boolean
  onMove: (direction: Direction) => void
}) {
  const t = useT()
  const tooltip = useTooltip(t(`projects.gallery.${direction}`), 'top')
  const Icon = direction === 'previous' ? ArrowLeftIcon : ArrowRightIcon
  return (
    <>
      {/* Not `disabled`: the button keeps the focus it has when the last still comes. */}
      <button
        type="button"
        className={`${iconButton} ${styles.move}`}
        {...tooltip.triggerProps}
        aria-disabled={disabled}
        onClick={() => {
          if (!disabled) onMove(direction)
        }}
      >
        <Icon />
      </button>
      {tooltip.popup}
    </>
  )
}
