import { useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { useStore } from '../../features/stores/api'
import { clock, specialDayWords, upcomingDays } from '../../features/stores/hours'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import type { DayHours } from '../../lib/types'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { zoneLabel } from '../../lib/timeZones'
import { useTitle } from '../../components/ui/useTitle'

function HoursTable({ caption, hours }: { caption: string; hours: DayHours[] }) {
  return (
    <table style={{ borderCollapse: 'collapse', minWidth: 260 }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>{caption}</caption>
      <tbody>
        {hours.map((h) => (
          <tr key={h.day}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: 24, fontWeight: 400, textTransform: 'capitalize' }}>
              {h.day}
            </th>
            <td>
              {clock(h.period.from)} – {clock(h.period.to)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function StoreAbout() {
  const storeId = Number(useParams().id)
  const { data: store, error } = useStore(storeId)
  useTitle(store ? `About ${store.name}` : undefined)
  if (isNotFound(error)) return <NotFound what="store" />
  if (error) throw error
  if (!store) return <Skeleton height={300} />
  const s = store
  const special = upcomingDays(s.special_days ?? [], store.time_zone_identifier)
  return (
    <>
      <StoreHeader store={store} />
      <StoreTabs store={store} />
      <section className={styles.panel} aria-labelledby="about-title">
        <h2 id="about-title">About {store.name}</h2>
        {store.description && <p>{store.description}</p>}
        <div className={styles.grid}>
          <HoursTable caption="Store hours" hours={store.working_hours} />
          {store.pickup && <HoursTable caption="Pickup hours" hours={s.pickup_hours} />}
          {store.delivery && <HoursTable caption="Delivery hours" hours={s.delivery_hours} />}
        </div>
        {special.length > 0 && (
          <>
            <h3 id="special-days-title" style={{ marginTop: 24 }}>
              Special days
            </h3>
            <ul aria-labelledby="special-days-title">
              {special.map((d) => (
                <li key={d.date}>{specialDayWords(d)}</li>
              ))}
            </ul>
          </>
        )}
        <h3 style={{ marginTop: 24 }}>Good to know</h3>
        <ul>
          <li>You must be {store.checkout_age_minimum} or older, with a valid photo ID.</li>
          {s.pickup_payment_options.length > 0 && <li>Pay at pickup by {s.pickup_payment_options.join(' or ')}.</li>}
          <li>Times are the store's local time ({zoneLabel(store.time_zone_identifier)}).</li>
        </ul>
      </section>
    </>
  )
}
