import { iconButton } from '../../components/Button.css'
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons'
import { Tooltip } from '../../components/Tooltip'
import { useT } from '../../i18n/useLocale'
import * as styles from './CarouselControls.css'

type CarouselControlsProps = {
  /** The id of the slides' container. */
  controls: string
  canPrevious: boolean
  canNext: boolean
  onMove: (direction: 'previous' | 'next') => void
}

/**
 * Previous and next, each disabled when that way is impossible. When neither is possible
 * (every slide already fits) the pair is hidden, keeping its space.
 */
export function CarouselControls({
  controls,
  canPrevious,
  canNext,
  onMove,
}: CarouselControlsProps) {
  const t = useT()
  const previous = t('projects.carousel.previous')
  const next = t('projects.carousel.next')
  return (
    <div className={styles.root} data-inactive={canPrevious || canNext ? undefined : ''}>
      <Tooltip label={previous} placement="top">
        <button
          type="button"
          className={iconButton()}
          aria-label={previous}
          aria-controls={controls}
          disabled={!canPrevious}
          onClick={() => onMove('previous')}
        >
          <ArrowLeftIcon />
        </button>
      </Tooltip>
      <Tooltip label={next} placement="top">
        <button
          type="button"
          className={iconButton()}
          aria-label={next}
          aria-controls={controls}
          disabled={!canNext}
          onClick={() => onMove('next')}
        >
          <ArrowRightIcon />
        </button>
      </Tooltip>
    </div>
  )
}
