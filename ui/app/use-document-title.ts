import { useEffect } from 'react'

/** Titles the browser tab while the page is shown; the title itself is the core's (page-title.ts). */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title
  }, [title])
}
