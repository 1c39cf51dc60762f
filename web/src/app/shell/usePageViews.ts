import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { pageView } from '../../lib/analytics'
import { pageViewName } from '../../lib/analyticsRules'
import { appContext } from '../../lib/appMode'

/** Sends a page view, by its spec name, each time the shopper lands on a named page. */
export function usePageViews() {
  const { pathname } = useLocation()
  useEffect(() => {
    const ctx = appContext()
    const name = pageViewName(pathname, ctx.mode === 'kiosk')
    if (!name) return
    const store = /^\/stores\/(\d+)/.exec(pathname)?.[1]
    pageView(name, store ? { storeId: Number(store), path: pathname } : { path: pathname })
  }, [pathname])
}
