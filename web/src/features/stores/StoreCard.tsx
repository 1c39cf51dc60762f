import { Link } from 'react-router'
import type { Store } from '../../lib/types'
import { storePath } from '../../lib/slug'
import { hoursToday, unbrokenTimes } from './hours'
import styles from './StoreCard.module.css'
import { track } from '../../lib/analytics'
import { commonPayload } from '../../lib/analyticsRules'

export function modes(store: Store): string[] {
  return [
    store.recreational && 'Recreational',
    store.medical && 'Medical',
    store.pickup && 'Pickup',
    store.delivery && 'Delivery',
    store.curbside && 'Curbside',
  ].filter((m): m is string => typeof m === 'string')
}

export function StoreCard({ store }: { store: Store }) {
  const today = hoursToday(store.working_hours, store.time_zone_identifier, new Date(), store.special_days)
  return (
    <article className={styles.card}>
      <h3 className={styles.name}>
        <Link to={`${storePath(store)}/menu`} onClick={() => track('DispensaryTap', commonPayload(store, { source: 'store list' }))}>
          {store.name}
        </Link>
      </h3>
      <p className={styles.place}>
        {store.address}, {store.city}, {store.state}
      </p>
      {today && <p className={styles.hours}>Open today {unbrokenTimes(today)}</p>}
      <p className={styles.hours}>
        {store.product_count} products
        {store.rating !== null && ` · ★ ${store.rating.toFixed(1)} (${store.reviews_count} reviews)`}
      </p>
      <ul className={styles.tags} aria-label="Services">
        {modes(store).map((m) => (
          <li key={m} className={styles.tag}>
            {m}
          </li>
        ))}
      </ul>
    </article>
  )
}
