import { useId, useState, type KeyboardEvent } from 'react'
import { Link, NavLink } from 'react-router'
import { roleName } from '../../components/console/roles'
import { storeOf, type StaffSession } from '../../lib/staffSession'
import { sectionsAt, switchTo } from './sections'
import styles from './StoreNav.module.css'

/**
 * The console's navigation at a store (ADR 0022, section 7), under the
 * frame's bar: the store's name and the member's role, a switcher to the
 * member's other stores (a disclosure of links, so it works with a
 * keyboard and reads as links), and the screens their role opens there.
 * section is the screen open now (the path's first part after the store).
 */
export function StoreNav({ session, storeId, section }: { session: StaffSession; storeId: string; section: string | undefined }) {
  const store = storeOf(session, storeId)
  const listId = useId()
  const [open, setOpen] = useState(false)
  if (!store) return null
  const others = session.stores.filter((s) => s.store_id !== store.store_id)
  const close = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    setOpen(false)
    e.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus()
  }
  return (
    <nav className={styles.nav} aria-label="Store">
      <div className={`container ${styles.inner}`}>
        <div className={styles.store} onKeyDown={close}>
          <p className={styles.name}>
            <strong>{store.store_name}</strong> <span className={styles.role}>{roleName(store.role)}</span>
          </p>
          {others.length > 0 && (
            <>
              <button type="button" className={styles.switch} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
                Switch store
              </button>
              <ul id={listId} className={styles.others} hidden={!open}>
                {others.map((s) => (
                  <li key={s.store_id}>
                    <Link to={switchTo(s, section)} onClick={() => setOpen(false)}>
                      {s.store_name}
                    </Link>{' '}
                    <span className={styles.role}>{roleName(s.role)}</span>
                  </li>
                ))}
                <li>
                  <Link to="/" onClick={() => setOpen(false)}>
                    All my stores
                  </Link>
                </li>
              </ul>
            </>
          )}
        </div>
        <ul className={styles.tabs}>
          <li>
            <NavLink to={`/stores/${store.store_id}`} end className={styles.tab}>
              Overview
            </NavLink>
          </li>
          {sectionsAt(store).map((s) => (
            <li key={s.path}>
              <NavLink to={`/stores/${store.store_id}/${s.path}`} className={styles.tab}>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
