import { useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { isNotFound } from '../../lib/api'
import { PAGE_SIZE, useMenu } from '../../features/menu/api'
import { gridClass, ProductCard, ProductGridSkeleton } from '../../features/menu/ProductCard'
import { useStore } from '../../features/stores/api'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { Skeleton } from '../../components/ui/Skeleton'
import { NotFound } from './NotFound'
import styles from './pages.module.css'
import { useTitle } from './useTitle'

export function StoreMenu() {
  const params = useParams()
  const storeId = Number(params.id)
  const [search, setSearch] = useSearchParams()
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1) || 0
  const store = useStore(storeId)
  const menu = useMenu(storeId, page)
  useTitle(store.data ? `${store.data.name} menu` : undefined)

  if (!Number.isInteger(storeId) || isNotFound(store.error)) return <NotFound what="store" />
  if (store.error) throw store.error

  const pages = menu.data ? Math.max(1, Math.ceil(menu.data.nb_hits / PAGE_SIZE)) : 1
  const goTo = (p: number) => {
    setSearch(p === 0 ? {} : { page: String(p + 1) })
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      {store.data ? <StoreHeader store={store.data} /> : <Skeleton height={140} style={{ marginBottom: 24 }} />}
      <section aria-labelledby="menu-title" aria-busy={menu.isPending}>
        <h2 id="menu-title">
          Menu {menu.data && <span className={styles.muted}>({menu.data.nb_hits} products)</span>}
        </h2>
        {menu.error && <p role="alert">{menu.error.message}</p>}
        {menu.isPending || !store.data ? (
          <ProductGridSkeleton />
        ) : (
          <ul className={gridClass}>
            {menu.data?.products.map((slot) => (
              <li key={slot.object_id}>
                <ProductCard product={slot.search_attributes} store={store.data} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Menu pages" className={styles.actions}>
            <Button variant="secondary" disabled={page === 0} onClick={() => goTo(page - 1)}>
              Previous page
            </Button>
            <span aria-live="polite" style={{ alignSelf: 'center' }}>
              Page {page + 1} of {pages}
            </span>
            <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => goTo(page + 1)}>
              Next page
            </Button>
          </nav>
        )}
      </section>
    </>
  )
}
