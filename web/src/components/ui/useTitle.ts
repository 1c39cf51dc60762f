import { useEffect } from 'react'
import { siteName } from '../../lib/appRoot'

/** The document's title: the screen's, then the site's name (a partner's own on its site). */
export function useTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName()}`
  }, [title])
}
