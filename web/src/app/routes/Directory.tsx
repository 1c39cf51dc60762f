import { LoadError } from '../../features/discover/LoadError'
import { Link } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { KINDS } from '../../features/discover/api'
import discover from '../../features/discover/Discover.module.css'
import { useStores } from '../../features/stores/api'
import { countryName, placeSlug, regionName } from '../../lib/places'
import type { Store } from '../../lib/types'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { PlaceSearch } from '../../features/discover/PlaceSearch'

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

interface Region {
  code: string
  name: string
  stores: Store[]
}

interface Country {
  code: string
  name: string
  regions: Region[]
}

/** Stores grouped by country and then state or province, every level A to Z. */
export function directoryOf(stores: Store[]): Country[] {
  const countries = new Map<string, Map<string, Store[]>>()
  for (const s of stores) {
    const regions = countries.get(s.country_code) ?? new Map<string, Store[]>()
    regions.set(s.state, [...(regions.get(s.state) ?? []), s])
    countries.set(s.country_code, regions)
  }
  return [...countries.entries()]
    .map(([code, regions]) => ({
      code,
      name: countryName(code),
      regions: [...regions.entries()]
        .map(([state, list]) => ({ code: state, name: regionName(code, state), stores: [...list].sort((a, b) => byName(a.name, b.name)) }))
        .sort((a, b) => byName(a.name, b.name)),
    }))
    .sort((a, b) => byName(a.name, b.name))
}

/** /directory: every store A to Z by country and state, and the ways into the catalogue. */
export function Directory() {
  useTitle('Directory')
  const { data: stores, isPending, error, refetch, isFetching } = useStores()
  const countries = stores ? directoryOf(stores) : []
  return (
    <>
      <h1>Directory</h1>
      <p className={discover.intro}>Every dispensary on Pistil from A to Z, and every way to browse what they sell.</p>

      <section className={styles.section} aria-labelledby="dir-find">
        <h2 id="dir-find">Find dispensaries near a place</h2>
        <PlaceSearch headingId="dir-find" />
      </section>

      <section className={styles.section} aria-labelledby="dir-browse">
        <h2 id="dir-browse">Browse</h2>
        <ul className={discover.inline}>
          <li>
            <Link to="/products">Products near you</Link>
          </li>
          <li>
            <Link to="/brands">Brands</Link>
          </li>
          <li>
            <Link to="/brands/jane-gold">Cash-back brands</Link>
          </li>
          <li>
            <Link to="/collections">Collections</Link>
          </li>
          <li>
            <Link to="/dispensaries">Dispensaries by place</Link>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="dir-categories">
        <h2 id="dir-categories">Categories</h2>
        <ul className={discover.inline}>
          {KINDS.map((k) => (
            <li key={k.kind}>
              <Link to={`/categories/${k.kind}`}>{k.title}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="dir-stores">
        <h2 id="dir-stores">Dispensaries A–Z</h2>
        {error && <LoadError error={error} retry={refetch} retrying={isFetching} />}
        {isPending && (
          <div aria-busy="true" aria-label="Loading dispensaries" className={discover.columns}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={120} />
            ))}
          </div>
        )}
        {stores && stores.length === 0 && <p>No dispensaries on Pistil yet.</p>}
        {countries.map((c) => (
          <section key={c.code} className={styles.section} aria-labelledby={`dir-${c.code}`}>
            <h3 id={`dir-${c.code}`}>
              <Link to={`/dispensaries/${placeSlug(c.name)}`}>{c.name}</Link>
            </h3>
            <div className={discover.columns}>
              {c.regions.map((r) => (
                <section key={r.code} className={[styles.panel, discover.region].join(' ')} aria-labelledby={`dir-${c.code}-${r.code}`}>
                  <h4 id={`dir-${c.code}-${r.code}`}>
                    <Link to={`/dispensaries/${placeSlug(c.name)}/${placeSlug(r.name)}`}>{r.name}</Link>
                  </h4>
                  <ul className={discover.links}>
                    {r.stores.map((s) => (
                      <li key={s.id}>
                        <Link to={`/stores/${s.id}/${s.url_slug}/menu`}>{s.name}</Link>
                        <small>{s.city}</small>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </section>
        ))}
      </section>
    </>
  )
}
