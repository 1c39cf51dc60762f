import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { ApiError, apiPath, request } from '../../lib/api'
import { appContext } from '../../lib/appMode'
import { MAINTENANCE_STATUS, returnPath } from '../../lib/maintenance'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** How often the screen asks whether the maintenance is over. */
export const RECHECK_MS = 15_000

/**
 * The maintenance screen (spec sections 2 and 8): a call answered 420
 * reloads the page here (lib/api.ts). It asks the server again every
 * RECHECK_MS, or when the shopper says, and once the API answers anything
 * but 420 it reloads the screen the shopper was on (the from query).
 */
export function Maintenance() {
  useTitle('Down for maintenance')
  const [params] = useSearchParams()
  const back = returnPath(params.get('from'))
  const [checking, setChecking] = useState(false)
  const [checks, setChecks] = useState(0)
  const busy = useRef(false)

  const check = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setChecking(true)
    let over = true
    try {
      await request(`${apiPath}/bootstrap`)
    } catch (e) {
      // A 420 is more maintenance; no answer at all is a server restarting.
      over = e instanceof ApiError && e.status !== MAINTENANCE_STATUS
    }
    busy.current = false
    setChecking(false)
    if (over) window.location.replace(`${appContext().basename}${back}`)
    else setChecks((n) => n + 1)
  }, [back])

  useEffect(() => {
    const timer = window.setInterval(() => void check(), RECHECK_MS)
    return () => window.clearInterval(timer)
  }, [check])

  return (
    <section className={styles.center} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">We'll be right back</h1>
      <p className={`${styles.muted} ${styles.readable}`}>
        The shop is down for maintenance. Your bag is kept; this page checks again every 15 seconds and takes you back to where you were as soon as we're done.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void check()} loading={checking} disabled={checking}>
          {checking ? 'Checking…' : 'Try again'}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {checks > 0 && !checking ? 'Still under maintenance. We will keep checking.' : ''}
      </p>
    </section>
  )
}
