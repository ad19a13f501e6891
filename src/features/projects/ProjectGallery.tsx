import { lazy, Suspense, useId, useRef, useState, type MouseEvent } from 'react'
import { isPlainClick, onIntent } from '../../components/press'
import { ProjectImage } from '../../components/ProjectImage'
import { tellSite } from '../../components/siteEvents'
import { largestImage } from '../../../shared/media'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { later } from '../../lib/loadLater'
import * as styles from './ProjectGallery.css'

// The viewer (embla and the dialog with it) loads when a visitor is about to open a still. Gone
// (a deploy): the thumbnail is a link to the still's image, which is followed instead.
const loadViewer = later(() => import('./GalleryViewer'), 'link')
const GalleryViewer = lazy(loadViewer)

/**
 * The project's further stills, each a link to its largest image (all it is without JavaScript);
 * with it, a press opens the still in the viewer, and focus comes back when it closes.
 */
export function ProjectGallery({ project }: { project: Project }) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  // The viewer once a still was pressed: closed, it stays until its closing has played.
  const [viewer, setViewer] = useState<{ start: number; open: boolean; opening: number }>()
  const opener = useRef<HTMLAnchorElement | null>(null)
  const { gallery } = project
  if (gallery.length === 0) return null

  const open = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    const link = event.currentTarget
    opener.current = link
    loadViewer().then(
      () => {
        tellSite({ type: 'gallery', slug: project.slug })
        setViewer((last) => ({ start: index, open: true, opening: (last?.opening ?? 0) + 1 }))
      },
      () => window.location.assign(link.href),
    )
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('projects.gallery.title')}
      </h3>
      <ul className={styles.list}>
        {gallery.map((picture, index) => (
          <li key={index}>
            <a
              href={largestImage(picture.src)}
              className={styles.thumbnail}
              onClick={(event) => open(event, index)}
              {...onIntent(() => void loadViewer.preload())}
            >
              <ProjectImage
                picture={picture}
                locale={locale}
                className={styles.image}
                sizes="(min-width: 768px) 214px, 30vw"
              />
            </a>
          </li>
        ))}
      </ul>
      {viewer && (
        <Suspense fallback={null}>
          <GalleryViewer
            key={viewer.opening}
            project={project}
            start={viewer.start}
            open={viewer.open}
            onClose={() => setViewer((last) => last && { ...last, open: false })}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      )}
    </section>
  )
}
