import { useEffect } from 'react'

/**
 * Titles the browser tab while the page is shown; the title itself is the core's (screen-titles.ts, page-title.ts).
 * Undefined leaves the tab to the screen inside, which titles itself by its place (screen-titles TITLED_BY_PLACE).
 */
export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    if (title !== undefined) document.title = title
  }, [title])
}
