import type { Store } from '../../lib/types'
import { hoursToday } from './hours'
import { modes } from './StoreCard'
import styles from './StoreHeader.module.css'

/** The banner's HTML, reduced to its text: sanitising HTML arrives with the full menu screens. */
function bannerText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return doc.body.textContent?.trim() ?? ''
}

export function StoreHeader({ store }: { store: Store }) {
  const today = hoursToday(store.working_hours, store.time_zone_identifier)
  const banner = store.communication_banner.enabled && store.communication_banner.message ? bannerText(store.communication_banner.message) : ''
  return (
    <header className={styles.header}>
      <h1>{store.name}</h1>
      <p>
        {store.address}, {store.city}, {store.state} {store.zip} · {store.phone}
      </p>
      <p>
        {today ? `Open today ${today}` : 'Closed today'} · {modes(store).join(' · ')}
      </p>
      {banner && (
        <div className={styles.banner} role="note">
          <p>{banner}</p>
        </div>
      )}
    </header>
  )
}
