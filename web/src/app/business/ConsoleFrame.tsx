import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useMatch } from 'react-router'
import { Notifications } from '../../components/ui/Notifications'
import { useNotifications } from '../../components/ui/notifications'
import { setSignedOutHandler } from '../../lib/businessApi'
import { keepStaffSession, useStaffSession } from '../../lib/staffSession'
import { StoreNav } from './StoreNav'
import styles from './ConsoleFrame.module.css'

/**
 * The store console's frame (ADR 0022, section 7): the console's bar with
 * who is signed in, the navigation at a store (StoreNav) on a store's
 * pages, and one main region for its screens. It runs none of
 * the shopper's shell (no bag, no analytics, no sign-in prompts): the
 * business mode has none of those features. A session that ends under the
 * console (it expired, or was signed out elsewhere) is forgotten here, and
 * the screens send the person to sign in again.
 */
export function ConsoleFrame() {
  const client = useQueryClient()
  const notify = useNotifications((s) => s.notify)
  const session = useStaffSession()
  useEffect(() => {
    setSignedOutHandler((message) => {
      keepStaffSession(client, null)
      notify(message, 'error')
    })
    return () => setSignedOutHandler(undefined)
  }, [client, notify])
  const atStore = useMatch('/stores/:storeId/*')
  const ready = session.data && !session.data.must_enrol ? session.data : undefined
  const who = ready?.staff
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.logo}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Pistil</span> <span className={styles.product}>Store console</span>
          </Link>
          {who && <span className={styles.who}>Signed in as {who.name || who.email}</span>}
        </div>
      </header>
      {ready && atStore?.params.storeId && (
        <StoreNav session={ready} storeId={atStore.params.storeId} section={atStore.params['*']?.split('/')[0] || undefined} />
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <Notifications />
    </>
  )
}

export { ConsoleFrame as Component }
