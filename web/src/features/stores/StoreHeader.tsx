import { useEffect, useMemo } from 'react'
import { track } from '../../lib/analytics'
import { commonPayload } from '../../lib/analyticsRules'
import { bannerLength, sanitizeBanner } from '../../lib/sanitize'
import type { Store } from '../../lib/types'
import { hoursToday } from './hours'
import { modes } from './StoreCard'
import styles from './StoreHeader.module.css'
import { telHref } from '../../lib/tel'

export function StoreHeader({ store }: { store: Store }) {
  const today = hoursToday(store.working_hours, store.time_zone_identifier, new Date(), store.special_days)
  // Each parses the banner's HTML: once per banner, not on every draw of the menu around it.
  const banner = store.communication_banner
  const length = useMemo(() => bannerLength(banner), [banner])
  const html = useMemo(() => (length > 0 ? sanitizeBanner(banner.message ?? '') : ''), [banner, length])
  useEffect(() => {
    if (length > 0) track('StoreCommunicationBannerLoaded', { ...commonPayload(store, { source: 'store header' }), bannerLength: length })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per store and banner
  }, [store.id, length])
  return (
    <header className={styles.header}>
      <h1>{store.name}</h1>
      <p className={styles.address}>
        <span className={styles.street}>
          {store.address}, {store.city}, {store.state} {store.zip}
        </span>
        {store.phone && (
          <>
            {' · '}
            <a className={styles.phone} href={telHref(store.phone)}>
              {store.phone}
            </a>
          </>
        )}
      </p>
      <p>
        {today ? `Open today ${today}` : 'Closed today'} · {modes(store).join(' · ')}
      </p>
      {html && (
        // The store's own HTML, sanitised to basic formatting.
        <div className={styles.banner} role="note" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </header>
  )
}
