// Bloom's home page: the store's own site opens on its name, today's hours
// and address, its specials and featured products, and a way to the menu.

import { useMemo } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { CardCarousel } from '../../components/carousel/CardCarousel'
import { storeLabels, storePath } from '../../lib/slug'
import { useFeaturedRows } from '../../features/menu/api'
import { ProductCard } from '../ProductCard'
import { specialPath, specialTypeLabel, useStoreSpecials } from '../../features/specials/api'
import { clock, hoursToday } from '../../features/stores/hours'
import { useTitle } from '../../components/ui/useTitle'
import { usePartnerStore } from './PartnerLayout'
import styles from './BloomHome.module.css'

export function BloomHome() {
  const { id, store } = usePartnerStore()
  const specials = useStoreSpecials(id, Number.isInteger(id))
  const rows = useFeaturedRows(id)
  const labels = useMemo(() => storeLabels(store), [store])
  useTitle(store ? `${store.name}, ${store.city}` : undefined)
  if (!store) return <Skeleton height={320} />
  const today = hoursToday(store.working_hours, store.time_zone_identifier, new Date(), store.special_days)
  const menu = `${storePath(store)}/menu`
  const featured = rows.data?.find((r) => r.products.length > 0)
  return (
    <>
      <section className={styles.hero} aria-labelledby="bloom-title">
        <h1 id="bloom-title">{store.name}</h1>
        <p className={styles.lede}>{store.description}</p>
        <p>
          {store.address}, {store.city}, {store.state} {store.zip}
          <br />
          {today ? `Open today ${today}` : 'Closed today'} · <a href={`tel:${store.phone}`}>{store.phone}</a>
        </p>
        <ButtonLink to={menu}>Shop the menu</ButtonLink>
      </section>

      {specials.data && specials.data.length > 0 && (
        <section className={styles.section} aria-labelledby="bloom-specials">
          <h2 id="bloom-specials">Specials</h2>
          <ul className={styles.specials}>
            {specials.data.slice(0, 6).map((s) => (
              <li key={s.id} className={styles.special}>
                <span className={styles.kind}>{specialTypeLabel(s.special_type)}</span>
                <Link to={specialPath(store, s)}>{s.title}</Link>
                {s.description && <p>{s.description}</p>}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${storePath(store)}/specials`}>All specials</Link>
          </p>
        </section>
      )}

      {rows.isPending && <CardCarousel title="Featured" loading />}
      {featured && (
        <CardCarousel title={featured.title ?? 'Featured'} viewAll={menu}>
          {featured.products.map((slot) => (
            <ProductCard key={slot.object_id} product={slot.search_attributes} store={store} labels={labels} query="fromMenu=true" />
          ))}
        </CardCarousel>
      )}

      <section className={styles.section} aria-labelledby="bloom-hours">
        <h2 id="bloom-hours">Hours</h2>
        <table className={styles.hours}>
          <tbody>
            {store.working_hours.map((h) => (
              <tr key={h.day}>
                <th scope="row">{h.day}</th>
                <td>
                  {clock(h.period.from)} – {clock(h.period.to)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <Link to={`${storePath(store)}/about`}>About {store.name}</Link>
        </p>
      </section>
    </>
  )
}
