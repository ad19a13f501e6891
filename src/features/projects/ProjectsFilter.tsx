import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale, useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
import type { CategoryChoice } from './projectCategories'
import * as styles from './ProjectsFilter.css'

type ProjectsFilterProps = {
  choices: readonly CategoryChoice[]
  /** Every project's count, for All. */
  total: number
  /** The category in the address (`?category=`), none for All. */
  current: string | undefined
}

/**
 * The projects page's filter: All and each category with projects, as links with `?category=` (a
 * view to share, prerendered, Back steps through). The router marks the current one
 * `aria-current`; a change is announced once by a live region empty on the first render.
 */
export function ProjectsFilter({ choices, total, current }: ProjectsFilterProps) {
  const t = useT()
  const locale = useLocale()
  const [shownFor, setShownFor] = useState(current)
  const [announcement, setAnnouncement] = useState('')
  if (shownFor !== current) {
    setShownFor(current)
    const choice = choices.find(({ key }) => key === current)
    setAnnouncement(
      choice
        ? t('projects.filter.showing', { category: choice.name[locale], count: choice.count })
        : t('projects.filter.showingAll', { count: total }),
    )
  }
  const links = [
    { key: undefined, name: t('projects.filter.all'), count: total },
    ...choices.map(({ key, name, count }) => ({ key, name: name[locale], count })),
  ]
  return (
    <nav className={styles.root} aria-label={t('projects.filter.label')}>
      <ul className={styles.list}>
        {links.map(({ key, name, count }) => (
          <li key={key ?? ''}>
            <Link
              to="/{-$locale}/projects"
              search={(previous) => ({ ...previous, project: undefined, category: key })}
              activeOptions={{ exact: true }}
              resetScroll={false}
              preload={false}
              className={styles.link}
            >
              {name}
              <span className={styles.count}>{count}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </nav>
  )
}
