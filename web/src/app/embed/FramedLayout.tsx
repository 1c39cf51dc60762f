// The layout of the pages that live in a partner's frame (embedded and
// operator embed): the store's (or operator's) name, the account link only
// where the partner keeps accounts on, the bag, and nothing of the
// marketplace. It runs the app shell, tells the partner's page of each
// screen, size and bag change (features/embed/frameMessages.ts), and shows
// its screens only once the page's store is verified as the partner's
// (features/embed/verification.ts).

import { useEffect, useRef, type ReactNode } from 'react'
import { Link, Outlet, ScrollRestoration } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { Notifications } from '../../components/ui/Notifications'
import { appContext } from '../../lib/appMode'
import { useCart } from '../../features/cart/api'
import { CartDrawer } from '../../features/cart/CartDrawer'
import { switchCartMode } from '../../features/cart/store'
import { cartAlerts } from '../../features/cart/alerts'
import { useFrameMessages } from '../../features/embed/frameMessages'
import { useFrameViewport } from '../../features/embed/frameViewport'
import type { Verification } from '../../features/embed/verification'
import { useAppShell } from '../shell/useAppShell'
import { Modals } from '../shell/Modals'
import { useTitle } from '../../components/ui/useTitle'
import styles from './FramedLayout.module.css'
import { BagLink } from '../../features/cart/BagLink'
import { AccountNavLink } from '../../features/account/AccountNavLink'

/** What a page whose store is not the partner's shows instead of its screens. */
export function NotAvailableHere() {
  useTitle("This menu isn't available here")
  return (
    <section aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">This menu isn't available here</h1>
      <p>This site does not show this store's menu. Visit the store's own website to shop its menu.</p>
    </section>
  )
}

export interface FramedLayoutProps {
  /** The name heading the frame (the store's, the operator's) and where it leads. */
  home: { to: string; label: ReactNode }
  /** Whether this page is the partner's: its screens and messages wait for 'verified'. */
  verification: Verification
  /** The cart key's partner id once verified (embedded: the store id). */
  cartPartnerId?: string
}

export function FramedLayout({ home, verification, cartPartnerId }: FramedLayoutProps) {
  useAppShell()
  const ctx = appContext()
  const root = useRef<HTMLDivElement>(null)
  const { data: cart } = useCart()
  const count = cart?.status === 'pending' ? cart.product_count : 0
  const verified = verification === 'verified'
  useFrameMessages(verified, root, verified ? count : undefined)
  useFrameViewport(verified)
  // The partner's cart key, only once the page is the partner's (spec section 4).
  useEffect(() => {
    if (verified) switchCartMode(ctx.mode, cartPartnerId)
  }, [verified, ctx.mode, cartPartnerId])
  const alerts = cartAlerts(cart)

  return (
    <div ref={root} className={styles.root}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          {verified ? (
            <Link to={home.to} className={styles.home}>
              {home.label}
            </Link>
          ) : (
            <span className={styles.home}>Menu</span>
          )}
          {verified && (
            <nav className={styles.nav} aria-label="Bag and account">
              <ul>
                {ctx.features.auth && (
                  <li>
                    <AccountNavLink accountPath="/settings" />
                  </li>
                )}
                <li>
                  <BagLink countClassName={styles.count} count={count} />
                </li>
              </ul>
            </nav>
          )}
        </div>
        {verified && alerts.length > 0 && (
          <div className="container">
            <p className={styles.notice} role="status">
              Your bag needs your attention. <Link to="/cartAlerts">Review it</Link>
            </p>
          </div>
        )}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className="container">{verification === 'checking' ? <Skeleton height={320} /> : verified ? <Outlet /> : <NotAvailableHere />}</div>
      </main>
      <footer className={styles.footer}>
        <div className="container">
          <p>For adults of legal age only. Menu by Pistil.</p>
        </div>
      </footer>
      {verified && <CartDrawer />}
      <Modals />
      <Notifications />
      <ScrollRestoration />
    </div>
  )
}
