import { useEffect, useRef, useState, type RefObject } from 'react'
import { ProjectImage } from '../../components/ProjectImage'
import { PlayIcon } from '../../components/icons'
import { tellSite } from '../../components/siteEvents'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { PLAYER_ALLOW } from '../../../shared/filmPlayers'
import * as styles from './ProjectMedia.css'

type Film = Extract<Project, { type: 'video' }>

/** Whether the player's host answers (opaque, no cookies): a frame that cannot load says nothing. */
const canReach = (src: string): Promise<boolean> =>
  fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).then(
    () => true,
    () => false,
  )

const autoplaying = (src: string) => {
  const url = new URL(src)
  url.searchParams.set('autoplay', '1')
  return url.href
}

/**
 * A film plays on request: no request to the video host until play is pressed; then the player
 * loads and takes the focus, or a note with a link to the film on its host takes its place.
 */
export function ProjectFilm({ project }: { project: Film }) {
  const t = useT()
  const locale = useLocale()
  const title = project.title[locale]
  const [state, setState] = useState<'poster' | 'loading' | 'playing' | 'failed'>('poster')
  const player = useRef<HTMLIFrameElement>(null)
  const watchLink = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (state === 'playing') player.current?.focus()
    if (state === 'failed') watchLink.current?.focus()
  }, [state])

  const play = async () => {
    if (state !== 'poster') return
    setState('loading')
    const reached = await canReach(project.embedSrc)
    if (reached) tellSite({ type: 'film', slug: project.slug })
    setState(reached ? 'playing' : 'failed')
  }

  const watchOnHost = (className: string, ref?: RefObject<HTMLAnchorElement | null>) => (
    <a
      ref={ref}
      className={className}
      href={project.watchUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('projects.modal.watchOnHost', { title, host: project.host })}
    </a>
  )

  if (state === 'playing') {
    // The link after the player keeps it from being the dialog's last stop: Tab out of a frame
    // would otherwise leave the page, as the focus trap sees no key pressed inside it.
    return (
      <>
        <div className={styles.video[project.aspect]}>
          <iframe
            ref={player}
            className={styles.frame}
            src={autoplaying(project.embedSrc)}
            title={t('projects.modal.videoTitle', { title })}
            allow={PLAYER_ALLOW}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        {watchOnHost(styles.watchBelow)}
      </>
    )
  }
  return (
    <div className={styles.video[project.aspect]}>
      <ProjectImage
        picture={project.image}
        locale={locale}
        className={styles.poster}
        sizes="(min-width: 768px) 656px, 100vw"
        priority
      />
      {state === 'failed' ? (
        <div className={styles.failure} role="status">
          <p>{t('projects.modal.videoFailed')}</p>
          {watchOnHost(styles.watchLink, watchLink)}
        </div>
      ) : (
        <button
          type="button"
          className={styles.play}
          aria-label={t('projects.modal.play', { title })}
          aria-busy={state === 'loading'}
          onClick={() => void play()}
        >
          <PlayIcon width="32" height="32" />
        </button>
      )}
    </div>
  )
}
