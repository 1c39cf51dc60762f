import { Link, useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { useStore } from '../../features/stores/api'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { specialPath, specialTypeLabel, useStoreSpecials } from '../../features/specials/api'
import { NotFound } from '../../components/ui/NotFound'
import pages from '../../components/ui/pages.module.css'
import styles from './Specials.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** Every special a store runs, each linking to its page (spec section 2). */
export function StoreSpecials() {
  const storeId = Number(useParams().id)
  const { data: store, error } = useStore(storeId)
  const specials = useStoreSpecials(storeId)
  useTitle(store ? `Specials at ${store.name}` : undefined)
  if (isNotFound(error)) return <NotFound what="store" />
  if (error) throw error
  if (!store) return <Skeleton height={300} />
  return (
    <>
      <StoreHeader store={store} />
      <StoreTabs store={store} />
      <section aria-labelledby="specials-title">
        <h2 id="specials-title">{store.specials_row_display_name || 'Specials'}</h2>
        {specials.isPending && <Skeleton height={160} />}
        {specials.data?.length === 0 && <p className={pages.muted}>No specials are running right now.</p>}
        <ul className={styles.list}>
          {specials.data?.map((s) => (
            <li key={s.id} className={pages.panel}>
              <p className={styles.type}>
                {specialTypeLabel(s.special_type)}
                {s.product_brand && ` · ${s.product_brand}`}
              </p>
              <h3>
                <Link to={specialPath(store, s)}>{s.title}</Link>
              </h3>
              {s.description && <p>{s.description}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
