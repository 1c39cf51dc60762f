import { NavLink, Outlet, Link, ScrollRestoration } from 'react-router'
import { Notifications } from '../components/ui/Notifications'
import { useCart } from '../features/cart/api'
import styles from './Layout.module.css'

function BagLink() {
  const { data: cart } = useCart()
  const count = cart?.status === 'pending' ? cart.product_count : 0
  return (
    <NavLink to="/cart">
      Bag
      <span className={styles.count} aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>
        {count}
      </span>
    </NavLink>
  )
}

export function Layout() {
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.logo} aria-label="Pistil home">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className={styles.logoText}>Pistil</span>
          </Link>
          <nav className={styles.nav} aria-label="Main">
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
                <BagLink />
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
          <p>For adults of legal age only. Keep cannabis out of reach of children and pets. Do not drive after use.</p>
          <p>Pistil is open-source software for independent dispensaries.</p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              <li>
                <Link to="/terms">Terms</Link>
              </li>
              <li>
                <Link to="/privacy-policy">Privacy</Link>
              </li>
              <li>
                <Link to="/do-not-sell-my-information">Do not sell my information</Link>
              </li>
              <li>
                <Link to="/ada">Accessibility</Link>
              </li>
              <li>
                <Link to="/data-terms">Data</Link>
              </li>
              <li>
                <Link to="/dispensary-terms">For dispensaries</Link>
              </li>
              <li>
                <Link to="/brands-terms">For brands</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      <Notifications />
      <ScrollRestoration />
    </>
  )
}
