import { Switch } from '@ark-ui/react/switch'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { hrefInLocale } from '../../i18n/locales'
import { useLocale, useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './LanguageSwitch.css'

type LanguageSwitchProps = {
  /** Called after the language changes (the mobile menu closes itself). */
  onSwitch?: () => void
}

/**
 * EN/ES toggle. On = Spanish. It opens the same page, search and hash in the other language,
 * so the URL (`/es/...`) always says which language a shared link shows.
 */
export function LanguageSwitch({ onSwitch }: LanguageSwitchProps) {
  const router = useRouter()
  const locale = useLocale()
  const t = useT()
  // The native checkbox can drift from the language: a tap before the page was interactive, or a
  // browser restoring form state on Back. Ark only syncs it on changes, so sync it here too.
  const inputRef = useRef<HTMLInputElement>(null)
  const isSpanish = locale === 'es'
  useEffect(() => {
    if (inputRef.current) inputRef.current.checked = isSpanish
  }, [isSpanish])
  return (
    <Switch.Root
      className={styles.root}
      checked={locale === 'es'}
      onCheckedChange={({ checked }) => {
        const target = checked ? 'es' : 'en'
        if (target === locale) return
        router.history.push(hrefInLocale(router.state.location.publicHref, target))
        onSwitch?.()
      }}
    >
      <span className={styles.code} data-active={locale === 'en'} aria-hidden="true">
        {t('language.en')}
      </span>
      <Switch.Control className={styles.control}>
        <Switch.Thumb className={styles.thumb} />
      </Switch.Control>
      <span className={styles.code} data-active={locale === 'es'} aria-hidden="true">
        {t('language.es')}
      </span>
      <Switch.Label className={visuallyHidden}>{t('language.switch')}</Switch.Label>
      <Switch.HiddenInput ref={inputRef} className={visuallyHidden} autoComplete="off" />
    </Switch.Root>
  )
}
