import { Dialog } from '@ark-ui/react/dialog'
import { useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '../../components/press'
import { DialogCloseButton, ModalDialog } from '../../components/ModalDialog'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { Comparison } from './Comparison'
import { ProjectBody } from './ProjectBody'
import { ShareButton } from './ShareButton'
import * as styles from './ProjectModal.css'

type ProjectModalProps = {
  /** The project in the URL, from the route's loader; none means closed. */
  project: Project | undefined
  /** Every published project: the end of one offers others, which open here. */
  catalogue: readonly Project[]
  /** Asks the URL to drop the project (close button, Escape, a click outside). */
  onClose: () => void
  /** Where focus goes when the modal closes. */
  returnFocusTo: (slug: string) => HTMLElement | null
}

/**
 * A project in a dialog: category, title, the video (or the image), and its overview.
 * Open exactly while the URL names a project; it keeps showing the last one while it closes.
 */
export default function ProjectModal({
  project,
  catalogue,
  onClose,
  returnFocusTo,
}: ProjectModalProps) {
  const t = useT()
  const locale = useLocale()
  const requested = project
  const [shown, setShown] = useState(requested)
  const titleRef = useRef<HTMLHeadingElement>(null)
  if (requested && requested !== shown) setShown(requested)
  const open = requested !== undefined
  // Another project opened from this one's end: the reader starts again at its title (the link
  // that opened it is gone), scrolled to the top.
  const shownSlug = shown?.slug
  const lastShown = useRef(shownSlug)
  useEffect(() => {
    const before = lastShown.current
    lastShown.current = shownSlug
    if (before === undefined || before === shownSlug) return
    const title = titleRef.current
    const dialog = title?.closest('[role="dialog"]')
    if (dialog) dialog.scrollTop = 0
    title?.focus()
  }, [shownSlug])
  if (!shown) return null
  return (
    <ModalDialog
      open={open}
      // The press shows at once; the closing follows after that frame.
      onOpenChange={(open) => {
        if (!open) afterNextPaint(onClose)
      }}
      finalFocusEl={() => returnFocusTo(shown.slug)}
      // Opens to be read: focus on its title (WAI-ARIA's dialog pattern), not on Share, whose
      // ring and tooltip would show to a visitor who has pressed nothing.
      initialFocusEl={() => titleRef.current}
      className={{ positioner: styles.positioner, content: styles.content }}
    >
      <ProjectBody
        project={shown}
        catalogue={catalogue}
        Compare={Comparison}
        heading={
          <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
            {shown.title[locale]}
          </Dialog.Title>
        }
        actions={
          <>
            <ShareButton title={shown.title[locale]} />
            <DialogCloseButton label={t('projects.modal.close')} />
          </>
        }
        grows={open}
      />
    </ModalDialog>
  )
}
