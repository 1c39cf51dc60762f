import { useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
import { milesBetween } from '../../lib/distance'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** /dispensaries/coordinates/{lat}/{long}/{zoom}: stores by distance from a point. */
export function NearbyDispensaries() {
  const params = useParams()
  const lat = Number(params.lat)
  const long = Number(params.long)
  const zoom = Number(params.zoom)
  const { data: stores, isPending, error } = useStores()
  useTitle('Dispensaries near you')
  const valid = Math.abs(lat) <= 90 && Math.abs(long) <= 180 && zoom >= 0 && zoom <= 22 && params.lat !== '' && params.long !== ''
  if (!valid || Number.isNaN(lat + long + zoom)) return <NotFound what="place" />
  // A map at zoom z shows about 25,000 / 2^z miles across; list what it would show, at least 50 miles out.
  const radius = Math.max(50, 25000 / 2 ** zoom)
  const near = (stores ?? [])
    .map((s) => ({ store: s, miles: milesBetween(lat, long, s.lat, s.long) }))
    .filter((s) => s.miles <= radius)
    .sort((a, b) => a.miles - b.miles)
  return (
    <>
      <h1>Dispensaries near you</h1>
      <p className={styles.muted}>
        Within {Math.round(radius).toLocaleString('en-US')} miles of {lat.toFixed(3)}, {long.toFixed(3)}, nearest first.
      </p>
      {error && <p role="alert">{error.message}</p>}
      {isPending && <Skeleton height={300} />}
      {stores && near.length === 0 && <p>No dispensaries on Pistil within this distance yet.</p>}
      <ol className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
        {near.map(({ store, miles }) => (
          <li key={store.id}>
            <p className={styles.muted} style={{ margin: '0 0 4px' }}>
              {miles < 10 ? miles.toFixed(1) : Math.round(miles)} miles away
            </p>
            <StoreCard store={store} />
          </li>
        ))}
      </ol>
    </>
  )
}
