import { Link } from 'react-router'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { roleName } from '../../components/console/roles'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import type { StaffStore } from '../../lib/staffSession'
import { sectionsAt } from './sections'
import { RequireStore } from './storeGate'
import styles from './StoreHome.module.css'

/** /business/stores/:storeId: the store's overview: the member's role there and the screens it opens. */
export function StoreHomeScreen() {
  return <RequireStore>{(_, store) => <StoreHome store={store} />}</RequireStore>
}

function StoreHome({ store }: { store: StaffStore }) {
  useTitle(store.store_name)
  const sections = sectionsAt(store)
  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>{store.store_name}</ScreenHeading>
        <p className={ui.muted}>Your role here: {roleName(store.role)}.</p>
      </div>
      {sections.length === 0 ? (
        <p>None of the console’s screens at this store is open to your role yet.</p>
      ) : (
        <ul className={styles.sections} aria-label={`Screens at ${store.store_name}`}>
          {sections.map((s) => (
            <li key={s.path} className={styles.section}>
              <Link to={`/stores/${store.store_id}/${s.path}`} className={styles.link}>
                {s.label}
              </Link>
              <p className={ui.muted}>{s.about}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export { StoreHomeScreen as Component }
