import { useId, type ChangeEvent, type PointerEvent, type Ref } from 'react'
import { button, buttonSmall } from '../../components/Button.css'
import { ProjectImage } from '../../components/ProjectImage'
import type { ProjectPicture } from '../../content/project'
import { projectWindowWords } from '../../i18n/projectWindow'
import { translate } from '../../i18n/translate'
import { useLocale } from '../../i18n/useLocale'
import { MIDPOINT } from './comparisonSplit'
import * as styles from './ComparisonFrame.css'

/** What a comparison shows: what the AI started from, and what it made (the project's cover). */
export type ComparisonProps = { original: ProjectPicture; result: ProjectPicture }

/** The window's code: the split's value and what moves it (`Comparison.tsx`). */
export type ComparisonControls = {
  value: number
  setValue: (value: number) => void
  frameRef: Ref<HTMLDivElement>
  inputRef: Ref<HTMLInputElement>
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void
}

const SIZES = '(min-width: 768px) 656px, calc(100vw - 40px)'

/**
 * The original and the AI result in one frame, split where a native slider says, with two
 * buttons that show either one whole. Without `controls` (before the window's code) its controls
 * are disabled: the split is drawn from script (and a range cannot be `readonly`).
 */
export function ComparisonFrame({
  original,
  result,
  controls,
}: ComparisonProps & { controls?: ComparisonControls }) {
  const locale = useLocale()
  const words = projectWindowWords[locale]
  const titleId = useId()
  const value = controls?.value ?? MIDPOINT
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {words['compare.title']}
      </h3>
      <div
        ref={controls?.frameRef}
        className={styles.frame}
        onPointerDown={controls?.onPointerDown}
      >
        <ProjectImage picture={result} locale={locale} sizes={SIZES} className={styles.picture} />
        <div className={styles.original}>
          <ProjectImage
            picture={original}
            locale={locale}
            sizes={SIZES}
            className={styles.originalPicture}
          />
        </div>
        <span className={styles.originalTag} aria-hidden="true">
          {words['compare.original']}
        </span>
        <span className={styles.resultTag} aria-hidden="true">
          {words['compare.result']}
        </span>
        <div className={styles.handle} />
        <input
          ref={controls?.inputRef}
          className={styles.range}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          aria-label={words['compare.slider']}
          aria-valuetext={translate(words, 'compare.value', { value })}
          disabled={!controls}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            controls?.setValue(Number(event.currentTarget.value))
          }
        />
      </div>
      <div className={styles.buttons}>
        {(['original', 'result'] as const).map((whole) => (
          <button
            key={whole}
            type="button"
            className={`${button.secondary} ${buttonSmall}`}
            disabled={!controls}
            onClick={() => controls?.setValue(whole === 'original' ? 100 : 0)}
          >
            {words[`compare.${whole}`]}
          </button>
        ))}
      </div>
    </section>
  )
}
