import { useRouter, useRouterState } from '@tanstack/react-router'
import type { KeyboardEvent } from 'react'
import { isPlainClick } from '../../components/isPlainClick'
import { useHydrated } from '../../components/useHydrated'
import { hrefInLocale } from '../../i18n/locales'
import { loadMessages } from '../../i18n/messages'
import { useLocale, useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './LanguageSwitch.css'

type LanguageSwitchProps = {
  /** Called after the language changes (the mobile menu closes itself). */
  onSwitch?: () => void
}

/**
 * EN/ES toggle (on = Spanish). It is a link to the same page, search and hash in the other
 * language, with the switch role: it works before the app's JavaScript has arrived (the other
 * language's page is prerendered), opens in a new tab on a modified click, and needs no UI
 * library on the first load. The URL (`/es/...`) always says which language a shared link shows.
 */
export function LanguageSwitch({ onSwitch }: LanguageSwitchProps) {
  const router = useRouter()
  const locale = useLocale()
  const t = useT()
  const hydrated = useHydrated()
  // The prerendered page knows only its path; search and hash join once the app runs, so the
  // first render matches the prerendered HTML.
  const here = useRouterState({
    select: (state) => (hydrated ? state.location.publicHref : state.location.pathname),
  })
  const isSpanish = locale === 'es'
  const target = isSpanish ? 'en' : 'es'
  const href = hrefInLocale(here, target)

  // The other language's messages are fetched as the visitor reaches for the switch, and before
  // the page changes language: no text is ever shown untranslated.
  // Offline, the switch still goes ahead and the page then offers "Try again".
  const ready = () => Promise.resolve(loadMessages(target)).catch(() => {})
  const prepare = () => void ready()
  const toggle = async () => {
    await ready()
    router.history.push(hrefInLocale(router.state.location.publicHref, target))
    onSwitch?.()
  }

  return (
    <a
      href={href}
      hrefLang={target}
      role="switch"
      aria-checked={isSpanish}
      className={styles.root}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        void toggle()
      }}
      // A switch toggles on Space as well as Enter.
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== ' ') return
        event.preventDefault()
        void toggle()
      }}
    >
      <span className={styles.code} data-active={!isSpanish} aria-hidden="true">
        {t('language.en')}
      </span>
      <span className={styles.control} data-checked={isSpanish} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.code} data-active={isSpanish} aria-hidden="true">
        {t('language.es')}
      </span>
      <span className={visuallyHidden}>{t('language.switch')}</span>
    </a>
  )
}
