import { Skeleton } from '../../components/ui/Skeleton'
import { useStores } from '../../features/stores/api'
import { StoreCard } from '../../features/stores/StoreCard'
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
      <section className={styles.section} aria-labelledby="stores-title">
        <h2 id="stores-title">Dispensaries</h2>
        {error && <p role="alert">{error.message}</p>}
        <div className={styles.grid}>
          {isPending
            ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={170} />)
            : stores?.map((store) => <StoreCard key={store.id} store={store} />)}
        </div>
      </section>
    </>
  )
}
