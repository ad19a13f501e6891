import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
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

/** What a project link tells the page. */
export type ProjectOpener = {
  /** The visitor points at, touches or focuses a project link: get the modal ready. */
  prepare: () => void
  /** A plain click on this link opens its project. */
  open: (link: HTMLAnchorElement) => void
}

/**
 * When the modal mounts, and how the URL-driven modal closes. It mounts (fetching its code the
 * first time) once a project is in the URL or the visitor shows the intent to open one, so the
 * click that opens a project renders it at once, inside the card's transition, and it stays
 * mounted after.
 *
 * How it closes. When a card opened it here (the entry is marked), closing
 * (button, Escape, backdrop) goes back to the page's own entry, so the history holds no
 * duplicate page; otherwise (a deep link) the address is replaced without the parameter.
 * Focus goes back to the link that opened the modal, or else to the project's card.
 */
export function useProjectModal(selected: string | undefined) {
  const router = useRouter()
  const navigate = useNavigate()
  const openedBy = useRef<HTMLAnchorElement | null>(null)
  const [mounted, setMounted] = useState(selected !== undefined)
  if (selected !== undefined && !mounted) setMounted(true)

  const opener = useMemo<ProjectOpener>(
    () => ({
      prepare: () => setMounted(true),
      open: (link) => {
        openedBy.current = link
        nameCardPicture(link) // the picture the modal grows from
      },
    }),
    [],
  )

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
    const link = openedBy.current
    if (link?.isConnected && link.dataset.project === slug) return link
    return document.getElementById(cardLinkId(slug))
  }, [])

  return { mounted, opener, close, returnFocusTo }
}
