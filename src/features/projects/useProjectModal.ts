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

/** Marks the history entries a card link adds (a shared link never carries it). */
export const OPENED_FROM_PAGE = { projectOpenedFromPage: true }

/** What a project link tells the page. */
export type ProjectOpener = {
  /** A mouse points at a project link, or the keyboard focuses it: get the modal ready. */
  prepare: () => void
  /** A plain click on this link is about to open its project (the link navigates). */
  open: (link: HTMLAnchorElement) => void
  /** Gets the modal ready, resolving once its code is here (or failed), for the picture to grow. */
  ready: () => Promise<void>
}

/**
 * When the modal mounts (a project in the URL, or the intent to open one, so it renders at once
 * in the card's transition) and how it closes: back to the page's own entry when a card opened
 * it here, else the address replaced without the parameter. Focus returns to the opener or card.
 */
export function useProjectModal(selected: string | undefined) {
  const router = useRouter()
  const navigate = useNavigate()
  const openedBy = useRef<HTMLAnchorElement | null>(null)
  const [mounted, setMounted] = useState(selected !== undefined)
  if (selected !== undefined && !mounted) setMounted(true)
  // The card pressed, or for a project opened any other way its card in the grid.
  const [growsFrom, setGrowsFrom] = useState<GrowingCard | null>(null)
  if (selected !== undefined && growsFrom?.slug !== selected)
    setGrowsFrom({ slug: selected, place: 'grid' })

  const openers = useMemo(() => {
    const prepare = () => setMounted(true)
    // A warming try only: the modal's own load (mounted by `prepare`) applies its policy.
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
