import { Link, Outlet } from 'react-router'
import { Notifications } from '../../components/ui/Notifications'
import styles from './ConsoleFrame.module.css'

/**
 * The store console's frame (ADR 0022, section 7): the console's bar and
 * one main region for its screens. It runs none of the shopper's shell (no
 * bag, no analytics, no sign-in prompts): the business mode has none of
 * those features.
 */
export function ConsoleFrame() {
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
        </div>
      </header>
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
