import { Link, useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
import { countryBySlug, countryName, placeSlug, regionBySlug, regionName } from '../../lib/places'
import type { Store } from '../../lib/types'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { PlaceSearch } from '../../features/discover/PlaceSearch'
import { pinOf } from '../../features/map/pins'
import { cardsClass, StoresWithMap } from '../../features/map/StoresWithMap'

function groupBy<K>(stores: Store[], key: (s: Store) => K): [K, Store[]][] {
  const groups = new Map<K, Store[]>()
  for (const s of stores) groups.set(key(s), [...(groups.get(key(s)) ?? []), s])
  return [...groups.entries()]
}

/**
 * The dispensary directory: /dispensaries, then by country, state and city.
 * Only known countries and states are places; anything else is not found.
 */
export function Dispensaries() {
  const params = useParams()
  const country = params.country === undefined ? undefined : countryBySlug(params.country)
  const region = country && params.state !== undefined ? regionBySlug(country.code, params.state) : undefined
  const { data: stores, isPending, error } = useStores()

  const unknown = (params.country !== undefined && !country) || (params.state !== undefined && !region)
  const cityStores =
    stores?.filter(
      (s) =>
        (!country || s.country_code === country.code) &&
        (!region || s.state === region.code) &&
        (params.city === undefined || placeSlug(s.city) === params.city),
    ) ?? []
  const cityName = params.city !== undefined ? cityStores[0]?.city : undefined
  const place = cityName ?? region?.name ?? country?.name
  useTitle(place ? `Dispensaries in ${place}` : 'Dispensaries')

  if (unknown || (params.city !== undefined && stores && cityStores.length === 0)) return <NotFound what="place" />

  const base = ['/dispensaries', params.country, params.state].filter(Boolean).join('/')
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/dispensaries">Dispensaries</Link>
          </li>
          {country && (
            <li>
              <Link to={`/dispensaries/${params.country}`}>{country.name}</Link>
            </li>
          )}
          {region && (
            <li>
              <Link to={`/dispensaries/${params.country}/${params.state}`}>{region.name}</Link>
            </li>
          )}
          {cityName && <li aria-current="page">{cityName}</li>}
        </ol>
      </nav>
      <h1>{place ? `Dispensaries in ${place}` : 'Dispensaries'}</h1>
      <PlaceSearch />
      {error && <p role="alert">{error.message}</p>}
      {isPending && <Skeleton height={300} />}
      {stores && cityStores.length === 0 && <p>No dispensaries on Pistil here yet.</p>}
      {stores && cityStores.length > 0 && (
        <StoresWithMap
          map={{
            pins: cityStores.map((s) => pinOf(s)),
            label: `Map of ${cityStores.length} ${cityStores.length === 1 ? 'dispensary' : 'dispensaries'}${place ? ` in ${place}` : ''}`,
          }}
        >
          {params.city !== undefined ? (
            <div className={cardsClass}>
              {cityStores.map((s) => (
                <StoreCard key={s.id} store={s} />
              ))}
            </div>
          ) : (
            groups()
          )}
        </StoresWithMap>
      )}
    </>
  )

  function groups() {
    return groupBy(cityStores, (s) => (country ? (region ? s.city : s.state) : s.country_code)).map(([key, list]) => {
          const first = list[0]!
          const title = country ? (region ? first.city : regionName(first.country_code, key)) : countryName(key)
          const slug = country ? (region ? placeSlug(first.city) : placeSlug(regionName(first.country_code, key))) : placeSlug(countryName(key))
          return (
            <section key={key} className={styles.section} aria-labelledby={`place-${slug}`}>
              <h2 id={`place-${slug}`}>
                <Link to={`${base}/${slug}`}>{title}</Link>
              </h2>
              <div className={cardsClass}>
                {list.map((s) => (
                  <StoreCard key={s.id} store={s} />
                ))}
              </div>
            </section>
          )
        })
  }
}
