import { Skeleton } from '../../components/ui/Skeleton'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
import type { Store } from '../../lib/types'
import styles from './pages.module.css'
import { useTitle } from './useTitle'

const countryNames: Record<string, string> = { US: 'United States', CA: 'Canada', PR: 'Puerto Rico' }

function groupByPlace(stores: Store[]): [string, [string, Store[]][]][] {
  const countries = new Map<string, Map<string, Store[]>>()
  for (const s of stores) {
    const states = countries.get(s.country_code) ?? new Map<string, Store[]>()
    states.set(s.state, [...(states.get(s.state) ?? []), s])
    countries.set(s.country_code, states)
  }
  return [...countries.entries()].map(([country, states]) => [country, [...states.entries()]])
}

export function Dispensaries() {
  useTitle('Dispensaries')
  const { data: stores, isPending, error } = useStores()
  return (
    <>
      <h1>Dispensaries</h1>
      <p className={styles.muted}>Every store on Pistil, by country and state.</p>
      {error && <p role="alert">{error.message}</p>}
      {isPending && <Skeleton height={300} />}
      {stores &&
        groupByPlace(stores).map(([country, states]) => (
          <section key={country} className={styles.section} aria-labelledby={`country-${country}`}>
            <h2 id={`country-${country}`}>{countryNames[country] ?? country}</h2>
            {states.map(([state, list]) => (
              <section key={state} aria-labelledby={`state-${country}-${state}`} className={styles.section}>
                <h3 id={`state-${country}-${state}`}>{state}</h3>
                <div className={styles.grid}>
                  {list.map((s) => (
                    <StoreCard key={s.id} store={s} />
                  ))}
                </div>
              </section>
            ))}
          </section>
        ))}
    </>
  )
}
