import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { CardPlace, GrowingCard } from './growingPicture'
import { loadProjectModal } from './loadProjectModal'
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
  /** A mouse points at a project link, or the keyboard focuses it: get the modal ready. */
  prepare: () => void
  /** A plain click on this link is about to open its project (the link navigates). */
  open: (link: HTMLAnchorElement) => void
  /**
   * Gets the modal ready and resolves once its code is here, so that the card's picture grows
   * into it, or at once when it failed (the modal's own load retries, or loads the full page).
   */
  ready: () => Promise<void>
}

/**
 * When the modal mounts, and how the URL-driven modal closes. It mounts (fetching its code the
 * first time) once a project is in the URL or the visitor shows the intent to open one, so the
 * navigation that opens a project renders it at once, inside the card's transition, and it
 * stays mounted after. Which card's picture grows into it: `growingIn`, one opener per place.
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
  // The card the modal grows from and back into (growingPicture.ts): the one pressed, or for a
  // project opened any other way (a shared link, Back) its card in the grid.
  const [growsFrom, setGrowsFrom] = useState<GrowingCard | null>(null)
  if (selected !== undefined && growsFrom?.slug !== selected)
    setGrowsFrom({ slug: selected, place: 'grid' })

  const openers = useMemo(() => {
    const prepare = () => setMounted(true)
    // A warming try only: the modal's own load (mounted by `prepare`) applies its policy, and
    // the project's address must be in the URL by then, so a failed try opens it at once.
    const ready = () => {
      prepare()
      return loadProjectModal.preload()
    }
    const opened = (link: HTMLAnchorElement, place: CardPlace) => {
      openedBy.current = link
      const slug = link.dataset.project
      if (slug) setGrowsFrom({ slug, place })
    }
    return {
      carousel: { prepare, ready, open: (link) => opened(link, 'carousel') },
      grid: { prepare, ready, open: (link) => opened(link, 'grid') },
    } satisfies Record<CardPlace, ProjectOpener>
  }, [])

  /** The slug whose card in `place` holds the picture's name: none while a project is open. */
  const growingIn = (place: CardPlace) =>
    selected === undefined && growsFrom?.place === place ? growsFrom.slug : undefined

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

  return { mounted, openers, growingIn, close, returnFocusTo }
}
