import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import { nameCardPicture } from './growingPicture'
import { cardLinkId } from './projectIds'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set on the history entry a project card adds when it opens the modal. */
    projectOpenedFromPage?: boolean
  }
}

/**
 * Marks the history entries a card link adds. The mark lives in the entry's state, so it
 * survives a reload, and a shared link (or a language switch) never carries it.
 */
export const OPENED_FROM_PAGE = { projectOpenedFromPage: true }

/**
 * How the URL-driven modal closes. When a card opened it here (the entry is marked), closing
 * (button, Escape, backdrop) goes back to the page's own entry, so the history holds no
 * duplicate page; otherwise (a deep link) the address is replaced without the parameter.
 * Focus goes back to the link that opened the modal, or else to the project's card.
 */
export function useProjectModal() {
  const router = useRouter()
  const navigate = useNavigate()
  const opener = useRef<HTMLAnchorElement | null>(null)

  const onOpen = useCallback((link: HTMLAnchorElement) => {
    opener.current = link
    nameCardPicture(link) // the picture the modal grows from
  }, [])

  const close = useCallback(() => {
    if (router.history.location.state.projectOpenedFromPage === true) {
      router.history.back()
      return
    }
    void navigate({
      to: '/{-$locale}/projects',
      search: (previous) => ({ ...previous, project: undefined }),
      replace: true,
      resetScroll: false,
    })
  }, [router, navigate])

  const returnFocusTo = useCallback((slug: string): HTMLElement | null => {
    const link = opener.current
    if (link?.isConnected && link.dataset.project === slug) return link
    return document.getElementById(cardLinkId(slug))
  }, [])

  return { onOpen, close, returnFocusTo }
}
