import { useEffect } from 'react'
import { NavLink, Outlet, Link, ScrollRestoration } from 'react-router'
import { Notifications } from '../components/ui/Notifications'
import { setFlagIdentity } from '../lib/flags'
import { useAppShell } from './shell/useAppShell'
import { BagLink } from '../features/cart/BagLink'
import { BagBar } from '../features/cart/BagBar'
import { CartDrawer } from '../features/cart/CartDrawer'
import { useCustomer } from '../lib/session'
import { lazyComponent } from '../components/lazy/lazyComponent'
import { Modals } from './shell/Modals'
import { LegalFooter } from '../components/ui/LegalFooter'
import styles from './Layout.module.css'
import { track } from '../lib/analytics'

// The account prompt's code arrives after the page's own (issue 21).
const LoginPrompt = lazyComponent(() => import('../features/account/LoginPrompt').then((m) => m.LoginPrompt))

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
      <BagBar />
      <Modals />
      <Notifications />
      <ScrollRestoration />
    </>
  )
}
