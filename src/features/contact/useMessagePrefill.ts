import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../../i18n/useLocale'

/**
 * Names the project the visitor came from (`?about=`, `contactSearch.ts`) on the message's first
 * line, "Project: <name>", only while the message is empty: what the visitor typed (before or
 * after the app started) or a restored draft is never replaced, and the line stays theirs to
 * edit. Runs after the draft has come back (`useContactDraft`, called before it).
 */
export function useMessagePrefill(messageId: string) {
  const t = useT()
  // The router's state, which every page's code has already (useSearch would be one more shared
  // chunk between the home and projects pages' code, and split the first load's).
  const about = useRouterState({ select: (state) => state.location.search.about })
  useEffect(() => {
    const message = document.getElementById(messageId)
    if (!about || !(message instanceof HTMLTextAreaElement) || message.value !== '') return
    message.value = `${t('contact.form.aboutProject', { name: about })}\n`
  }, [about, messageId, t])
}
