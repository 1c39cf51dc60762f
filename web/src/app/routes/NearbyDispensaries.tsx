import { useParams, useSearchParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
import { useCitiesNear, usePlaceSearch } from '../../features/discover/places'
import { PlaceSearch } from '../../features/discover/PlaceSearch'
import { pinOf } from '../../features/map/pins'
import { cardsClass, StoresWithMap } from '../../features/map/StoresWithMap'
import { milesBetween } from '../../lib/distance'
import { formatDistance, formatRadius, unitForCountry } from '../../lib/units'
import type { Store } from '../../lib/types'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** How many of the nearest stores are still shown when none is within the radius. */
const NEAREST_BEYOND = 3

/**
 * What the point is called: the place the shopper picked (?near=, checked
 * against the catalogue's places), "you" for the browser's position
 * (?near=me), else the nearest city within 30 miles, else nothing.
 */
function usePointName(lat: number, long: number, near: string | null, valid: boolean) {
  const picked = usePlaceSearch(valid && near && near !== 'me' ? near : '')
  const place = picked.data?.find((p) => p.label.toLowerCase() === near?.toLowerCase())
  const askCity = valid && (near === null || (picked.isFetched && !place))
  const cities = useCitiesNear(askCity ? { lat, long } : undefined)
  if (near === 'me') return { me: true as const }
  if (place) return { label: place.label, country: place.country_code }
  const city = cities.data?.[0]
  return city ? { label: city.label, country: city.country_code } : {}
}

/** /dispensaries/coordinates/{lat}/{long}/{zoom}: stores by distance from a point. */
export function NearbyDispensaries() {
  const params = useParams()
  const [search] = useSearchParams()
  const lat = Number(params.lat)
  const long = Number(params.long)
  const zoom = Number(params.zoom)
  const valid =
    Math.abs(lat) <= 90 && Math.abs(long) <= 180 && zoom >= 0 && zoom <= 22 && params.lat !== '' && params.long !== '' && !Number.isNaN(lat + long + zoom)
  const { data: stores, isPending, error } = useStores()
  const name = usePointName(lat, long, search.get('near'), valid)
  const title = 'me' in name ? 'Dispensaries near you' : name.label ? `Dispensaries near ${name.label}` : 'Dispensaries near this point'
  useTitle(title)
  if (!valid) return <NotFound what="place" />

  // A map at zoom z shows about 25,000 / 2^z miles across; list what it would show, at least 50 miles out.
  const radius = Math.max(50, 25000 / 2 ** zoom)
  const all = (stores ?? []).map((s) => ({ store: s, miles: milesBetween(lat, long, s.lat, s.long) })).sort((a, b) => a.miles - b.miles)
  const near = all.filter((s) => s.miles <= radius)
  const shown = near.length > 0 ? near : all.slice(0, NEAREST_BEYOND)
  // Units follow the searched place's country, or for a bare position the nearest store's (lib/units.ts).
  const unit = unitForCountry('country' in name ? name.country : all[0]?.store.country_code)
  const from = 'me' in name ? 'your location' : (name.label ?? 'this point')
  const pin = (s: { store: Store; miles: number }) => pinOf(s.store, formatDistance(s.miles, unit))

  return (
    <>
      <h1>{title}</h1>
      <PlaceSearch />
      {error && <p role="alert">{error.message}</p>}
      {isPending && <Skeleton height={300} />}
      {stores && (
        <p className={styles.muted}>
          {near.length > 0
            ? `Within ${formatRadius(radius, unit)} of ${from}, nearest first.`
            : `No dispensaries on Pistil within ${formatRadius(radius, unit)} of ${from} yet. The nearest are further away:`}
        </p>
      )}
      {stores && shown.length > 0 && (
        <StoresWithMap
          map={{
            pins: shown.map(pin),
            center: { lat, long, label: 'me' in name ? 'your location' : (name.label ?? 'this point') },
            label: `Map of ${shown.length} ${shown.length === 1 ? 'dispensary' : 'dispensaries'} near ${from}`,
          }}
        >
          <ol className={cardsClass} aria-label={`Dispensaries by distance from ${from}`}>
            {shown.map(({ store, miles }) => (
              <li key={store.id}>
                <p className={styles.muted} style={{ margin: '0 0 4px' }}>
                  {formatDistance(miles, unit)} away
                </p>
                <StoreCard store={store} />
              </li>
            ))}
          </ol>
        </StoresWithMap>
      )}
    </>
  )
}
