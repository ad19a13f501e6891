import { useEffect } from 'react'

/** Keeps the browser tab's title in step with the page and its language. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
