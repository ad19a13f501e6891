import { Link, useMatch, useNavigate, useRouter } from '@tanstack/react-router'
import { useState, type KeyboardEvent } from 'react'
import { afterNextPaint, isPlainClick, onIntent } from '../../components/press'
import { useHydrated } from '../../lib/useHydrated'
import { defaultLocale, otherLocale, type Locale } from '../../../shared/locales'
import { useLocale, useT } from '../../i18n/useLocale'
import { pages } from '../../pages'
import { pageSearchKeys } from '../../../shared/pages'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './LanguageSwitch.css'

/** Of a search, what chose the prerendered page (`pageSearchKeys`). */
const pageSearch = (search: Record<string, unknown>) =>
  Object.fromEntries(
    pageSearchKeys.flatMap((key) => (search[key] === undefined ? [] : [[key, search[key]]])),
  )

type LanguageSwitchProps = {
  /** Called when a click or key switches the language here (the mobile menu closes itself). */
  onSwitch?: () => void
}

/**
 * EN/ES toggle (on = Spanish): a link with the switch role to the same page in the other
 * language, so it works before the app has arrived. Intent (not a touch, which comes with its
 * press) preloads the other language; the page follows the press's paint (`afterNextPaint`).
 */
export function LanguageSwitch({ onSwitch }: LanguageSwitchProps) {
  const navigate = useNavigate()
  const router = useRouter()
  const locale = useLocale()
  const t = useT()
  const hydrated = useHydrated()
  const target = otherLocale(locale)
  // The language this switch was pressed in; forgotten once the page shows another language
  // (its own switch, or Back), so a later visit to this language starts unpressed.
  const [pressedIn, setPressedIn] = useState<Locale | null>(null)
  if (pressedIn !== null && pressedIn !== locale) setPressedIn(null)
  // On is the language that is not the default (Spanish); once pressed, the one it asks for.
  const isOn = (pressedIn === locale ? target : locale) !== defaultLocale
  // The first render matches the prerendered HTML: only the search that chose the page, and the
  // not-found page at /404, where it was prerendered.
  const prerenderedNotFound = useMatch({ from: '/{-$locale}/$', shouldThrow: false }) && !hydrated
  const sameRouteIn = {
    to: '.',
    params: (previous: object) => ({
      ...previous,
      locale: target,
      ...(prerenderedNotFound ? { _splat: pages.notFound.path.slice(1) } : {}),
    }),
    search: hydrated ? true : pageSearch,
    hash: hydrated ? true : undefined,
  } as const
  const preload = () => void router.preloadRoute(sameRouteIn).catch(() => {}) // tried on press
  const switchLanguage = () => {
    setPressedIn(locale)
    afterNextPaint(() => {
      void navigate(sameRouteIn)
      onSwitch?.()
    })
  }

  return (
    <Link
      {...sameRouteIn}
      hrefLang={target}
      role="switch"
      aria-checked={isOn}
      className={styles.root}
      preload={false}
      {...onIntent(preload)}
      onClick={(event) => {
        if (!isPlainClick(event)) return // a new tab or window: the browser's
        event.preventDefault()
        switchLanguage()
      }}
      // A switch toggles on Space as well as Enter (Enter clicks the link).
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== ' ') return
        event.preventDefault()
        switchLanguage()
      }}
    >
      <span className={styles.code} data-active={!isOn} aria-hidden="true">
        {t('language.en')}
      </span>
      <span className={styles.control} data-checked={isOn} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.code} data-active={isOn} aria-hidden="true">
        {t('language.es')}
      </span>
      <span className={visuallyHidden}>{t('language.switch')}</span>
    </Link>
  )
}
