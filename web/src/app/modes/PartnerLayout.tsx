// The layouts of the partner sites: white-label and bloom on the partner's
// own domain (header with the partner's logo or name as a wordmark, the
// store's links, no marketplace navigation, a small "powered by"), and the
// frameless embed inside the partner's page (a slim bar under the
// partner's own header). Every one runs the app shell (../Layout.tsx).

import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router'
import { Notifications } from '../../components/ui/Notifications'
import { appContext } from '../../lib/appMode'
import { assetURL } from '../../lib/appRoot'
import { storePath } from '../../lib/slug'
import { BagBar } from '../../features/cart/BagBar'
import { CartDrawer } from '../../features/cart/CartDrawer'
import { useStore } from '../../features/stores/api'
import { hoursToday } from '../../features/stores/hours'
import { useAppShell } from '../shell/useAppShell'
import { Modals } from '../shell/Modals'
import { LegalFooter } from '../../components/ui/LegalFooter'
import styles from './PartnerLayout.module.css'
import { BagLink } from '../../features/cart/BagLink'
import { AccountNavLink } from '../../features/account/AccountNavLink'

/** The partner's logo (theme logo_url), or its name as a wordmark. */
function Brand({ name }: { name: string }) {
  const logo = appContext().partner?.theme.logo_url
  return logo ? <img className={styles.logo} src={assetURL(logo)} alt={name} height={40} /> : <span className={styles.wordmark}>{name}</span>
}

/** The one store a partner site shows: the first of the partner's stores. */
export function usePartnerStore() {
  const id = Number(appContext().partnerId)
  return { id, store: useStore(id).data }
}

/** White-label and bloom: the partner's site around the store's screens. */
export function PartnerLayout({ variant }: { variant: 'whiteLabel' | 'bloom' }) {
  useAppShell()
  const ctx = appContext()
  const { store } = usePartnerStore()
  const name = ctx.partner?.name ?? store?.name ?? ''
  const base = store ? storePath(store) : undefined
  const today = store ? hoursToday(store.working_hours, store.time_zone_identifier, new Date(), store.special_days) : undefined
  return (
    <div className={styles.site} data-mode={variant}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.home} aria-label={`${name} home`}>
            <Brand name={name} />
          </Link>
          <nav className={styles.nav} aria-label="Main">
            <ul>
              {variant === 'bloom' && (
                <li>
                  <NavLink to="/" end>
                    Home
                  </NavLink>
                </li>
              )}
              <li>
                {variant === 'bloom' && base ? (
                  <NavLink to={`${base}/menu`}>Menu</NavLink>
                ) : (
                  <NavLink to="/" end>
                    Menu
                  </NavLink>
                )}
              </li>
              {base && (
                <li>
                  <NavLink to={`${base}/specials`}>Specials</NavLink>
                </li>
              )}
              {variant === 'bloom' && base && (
                <li>
                  <NavLink to={`${base}/about`}>About</NavLink>
                </li>
              )}
              {ctx.features.auth && (
                <li>
                  <AccountNavLink />
                </li>
              )}
              <li>
                <BagLink countClassName={styles.count} />
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <footer className={styles.footer}>
        <div className="container">
          {store && (
            <p>
              <strong>{store.name}</strong> · {store.address}, {store.city}, {store.state} {store.zip} · {store.phone}
              {today ? ` · Open today ${today}` : ''}
            </p>
          )}
          <LegalFooter listClassName={styles.legal} />
          <p className={styles.powered}>
            Powered by <a href="https://github.com/pistil/pistil">Pistil</a>
          </p>
        </div>
      </footer>
      {ctx.features.cartDrawer && <CartDrawer />}
      {ctx.features.cartDrawer && <BagBar />}
      <Modals />
      <Notifications />
      <ScrollRestoration />
    </div>
  )
}

/**
 * The frameless embed: a slim bar of the app's own links inside the
 * partner's page, which has its own header, navigation and footer.
 */
export function FramelessLayout() {
  useAppShell()
  const ctx = appContext()
  const { store } = usePartnerStore()
  return (
    <div className={styles.frameless}>
      <nav className={styles.toolbar} aria-label={store ? `${store.name} menu` : 'Menu'}>
        <ul>
          <li>
            <NavLink to="/" end>
              {store?.name ?? 'Menu'}
            </NavLink>
          </li>
          {store && (
            <li>
              <NavLink to={`${storePath(store)}/specials`}>Specials</NavLink>
            </li>
          )}
          {ctx.features.auth && (
            <li className={styles.push}>
              <AccountNavLink />
            </li>
          )}
          <li className={ctx.features.auth ? undefined : styles.push}>
            <BagLink countClassName={styles.count} />
          </li>
        </ul>
      </nav>
      <div id="main" className={styles.embedMain} tabIndex={-1}>
        <Outlet />
      </div>
      <p className={styles.powered}>
        Menu powered by <a href="https://github.com/pistil/pistil">Pistil</a>
      </p>
      {ctx.features.cartDrawer && <CartDrawer />}
      <Modals />
      <Notifications />
    </div>
  )
}
