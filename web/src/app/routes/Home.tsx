import { Skeleton } from '../../components/ui/Skeleton'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
import { PlaceSearch } from '../../features/discover/PlaceSearch'
import { pinOf } from '../../features/map/pins'
import { cardsClass, StoresWithMap } from '../../features/map/StoresWithMap'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

export function Home() {
  useTitle('Dispensary menus near you')
  const { data: stores, isPending, error } = useStores()
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title">Shop local dispensaries, reserve in minutes</h1>
        <p>Browse live menus with real prices and stock, pick your weight, and reserve for pickup. Pay when you collect.</p>
      </section>
      <section className={styles.section} aria-labelledby="find-title">
        <h2 id="find-title">Find a dispensary near you</h2>
        <PlaceSearch headingId="find-title" />
      </section>
      <section className={styles.section} aria-labelledby="stores-title">
        <h2 id="stores-title">Dispensaries</h2>
        {error && <p role="alert">{error.message}</p>}
        {isPending && (
          <div className={styles.grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={170} />
            ))}
          </div>
        )}
        {stores && (
          <StoresWithMap map={{ pins: stores.map((s) => pinOf(s)), label: `Map of all ${stores.length} dispensaries on Pistil` }}>
            <div className={cardsClass}>
              {stores.map((store) => (
                <StoreCard key={store.id} store={store} />
              ))}
            </div>
          </StoresWithMap>
        )}
      </section>
    </>
  )
}
