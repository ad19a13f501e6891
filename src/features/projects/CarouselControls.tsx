import { Fragment } from 'react'
import { iconButton } from '../../components/Button.css'
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons'
import { useTooltip } from '../../components/useTooltip'
import { useT } from '../../i18n/useLocale'
import type { Direction } from './carouselKeys'
import * as styles from './CarouselControls.css'

type CarouselControlsProps = {
  /** The id of the slides' container. */
  controls: string
  canPrevious: boolean
  canNext: boolean
  onMove: (direction: Direction) => void
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
  const previous = useTooltip(t('projects.carousel.previous'), 'top')
  const next = useTooltip(t('projects.carousel.next'), 'top')
  const buttons = [
    { direction: 'previous', tooltip: previous, enabled: canPrevious, Icon: ArrowLeftIcon },
    { direction: 'next', tooltip: next, enabled: canNext, Icon: ArrowRightIcon },
  ] as const
  return (
    <div className={styles.root} data-inactive={canPrevious || canNext ? undefined : ''}>
      {buttons.map(({ direction, tooltip, enabled, Icon }) => (
        <Fragment key={direction}>
          <button
            type="button"
            className={iconButton}
            {...tooltip.triggerProps}
            aria-controls={controls}
            disabled={!enabled}
            onClick={() => onMove(direction)}
          >
            <Icon />
          </button>
          {tooltip.popup}
        </Fragment>
      ))}
    </div>
  )
}
