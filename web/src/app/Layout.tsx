import { useEffect } from 'react'
import { NavLink, Outlet, Link, ScrollRestoration, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Notifications } from '../components/ui/Notifications'
import { closeModal, openModal, useModals } from '../components/ui/modals'
import { setUnauthorizedHandler } from '../lib/api'
import { setFlagIdentity } from '../lib/flags'
import { appContext, routerPath } from '../lib/appMode'
import { useCartSync } from '../features/cart/api'
import { BagLink } from '../features/cart/BagLink'
import { CartDrawer } from '../features/cart/CartDrawer'
import { useCustomer, whoamiQuery } from '../lib/session'
import { askToLogIn, currentAppMode, isLoginPage } from '../lib/askToLogIn'
import { LoginPrompt } from '../features/account/LoginPrompt'
import { Modals } from './Modals'
import { LegalFooter } from './LegalFooter'
import styles from './Layout.module.css'
import { usePageViews } from './usePageViews'
import { track } from '../lib/analytics'

/** Log in, or the account once signed in; on phones a person icon stands for the words. */
function AccountLink() {
  const { data: customer } = useCustomer()
  // Signed-in customers keep their feature flags on every device.
  useEffect(() => setFlagIdentity(customer ? `${customer.id}:${customer.email}` : ''), [customer])
  return (
    <NavLink to={customer ? '/profile' : '/login'}>
      <svg className={styles.accountIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.accountText}>{customer ? 'Account' : 'Log in'}</span>
    </NavLink>
  )
}

/**
 * Invalid-token handling (spec sections 2 and 8): the token is gone (the api
 * module removed it), the customer is unauthenticated, any modal closes and
 * the shopper is asked to log in again: a login modal over the page in
 * default mode, the mode's login page otherwise.
 */
function useInvalidTokenHandling() {
  const navigate = useNavigate()
  const client = useQueryClient()
  useEffect(() => {
    setUnauthorizedHandler(() => {
      client.setQueryData(whoamiQuery.queryKey, null)
      // No accounts in this mode: nothing to log in to (and no token was sent).
      if (!appContext().features.auth) return
      if (isLoginPage(routerPath(window.location.pathname))) return closeModal()
      const here = routerPath(window.location.pathname) + window.location.search
      const ask = askToLogIn(currentAppMode(), here)
      if (ask.kind === 'navigate') {
        closeModal()
        void navigate(ask.to)
      } else if (useModals.getState().current?.name !== 'login') {
        // Several calls may be refused at once: one modal for them all.
        openModal('login', { message: 'Your session has ended. Please log in again.' })
      }
    })
  }, [navigate, client])
}

/**
 * What every mode's layout runs: invalid-token handling and keeping the
 * local cart in step with the server's.
 */
export function useAppShell() {
  useInvalidTokenHandling()
  useCartSync()
  usePageViews()
}

/** NavBarTap for a tap on any link of the navigation bar, named by its words. */
function navBarTap(e: React.MouseEvent<HTMLElement>) {
  const link = (e.target as HTMLElement).closest('a')
  if (link) track('NavBarTap', { navBarItem: link.textContent?.trim() || link.getAttribute('aria-label') || '', source: 'navigation bar' })
}

export function Layout() {
  useAppShell()
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.logo} aria-label="Pistil home" onClick={() => track('HomeTap', { source: 'navigation bar' })}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className={styles.logoText}>Pistil</span>
          </Link>
          <nav className={styles.nav} aria-label="Main" onClick={navBarTap}>
            <ul>
              <li>
                <NavLink to="/dispensaries">Stores</NavLink>
              </li>
              <li>
                <NavLink to="/products">Products</NavLink>
              </li>
              <li>
                <NavLink to="/brands" end>
                  Brands
                </NavLink>
              </li>
              <li>
                <AccountLink />
              </li>
              <li>
                <BagLink countClassName={styles.count} />
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <div className={`container ${styles.promptAnchor}`}>
        <LoginPrompt />
      </div>
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <footer className={styles.footer}>
        <div className="container">
          <LegalFooter listClassName={styles.legal} marketplace>
            <p>Pistil is open-source software for independent dispensaries.</p>
          </LegalFooter>
        </div>
      </footer>
      <CartDrawer />
      <Modals />
      <Notifications />
      <ScrollRestoration />
    </>
  )
}
