import type { ComponentPropsWithoutRef } from 'react'
import * as styles from './Container.css'

/** Centres content at the site's reading width with responsive side padding. */
export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={className ? `${styles.root} ${className}` : styles.root} {...props} />
}
