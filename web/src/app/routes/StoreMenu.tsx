import { useCallback } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { PAGE_SIZE, useMenu, useMenuFacets } from '../../features/menu/api'
import { FilterBar } from '../../features/menu/FilterBar'
import { gridClass, ProductCard, ProductGridSkeleton } from '../../features/menu/ProductCard'
import { useStore } from '../../features/stores/api'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { NotFound } from './NotFound'
import styles from './pages.module.css'
import { useTitle } from './useTitle'

/** A comma-separated URL parameter (spec section 2: initial query parameters). */
function list(value: string | null): string[] {
  return (value ?? '').split(',').filter((v) => v !== '')
}

export function StoreMenu() {
  const params = useParams()
  const storeId = Number(params.id)
  const category = params.category
  const [search, setSearch] = useSearchParams()
  const menuParams = {
    page: Math.max(0, Number(search.get('page') ?? '1') - 1) || 0,
    query: search.get('query') ?? '',
    sort: search.get('sort') ?? 'recommendation',
    // /menu/{category} opens the menu on one kind; root_types in the query wins.
    kinds: search.has('root_types') || params.category === undefined ? list(search.get('root_types')) : [params.category],
    lineages: list(search.get('category')),
  }
  const store = useStore(storeId)
  const menu = useMenu(storeId, menuParams)
  const facets = useMenuFacets(storeId)
  useTitle(store.data ? `${store.data.name} menu` : undefined)

  const update = useCallback(
    (change: Partial<{ query: string; sort: string; kinds: string[]; lineages: string[]; page: number }>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current)
        const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value))
        if (change.query !== undefined) set('query', change.query)
        if (change.sort !== undefined) set('sort', change.sort === 'recommendation' ? '' : change.sort)
        // On /menu/{category}, an explicit empty root_types clears the path's kind.
        if (change.kinds !== undefined) {
          if (change.kinds.length === 0 && category !== undefined) next.set('root_types', '')
          else set('root_types', change.kinds.join(','))
        }
        if (change.lineages !== undefined) set('category', change.lineages.join(','))
        set('page', change.page ? String(change.page + 1) : '')
        return next
      })
    },
    [setSearch, category],
  )

  if (!Number.isInteger(storeId) || isNotFound(store.error)) return <NotFound what="store" />
  if (store.error) throw store.error

  const page = menuParams.page
  const pages = menu.data ? Math.max(1, Math.ceil(menu.data.nb_hits / PAGE_SIZE)) : 1
  const goTo = (p: number) => {
    update({ page: p })
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      {store.data ? (
        <>
          <StoreHeader store={store.data} />
          <StoreTabs store={store.data} />
        </>
      ) : (
        <Skeleton height={140} style={{ marginBottom: 24 }} />
      )}
      <FilterBar
        query={menuParams.query}
        sort={menuParams.sort}
        kinds={menuParams.kinds}
        lineages={menuParams.lineages}
        facets={facets.data}
        onChange={update}
      />
      <section aria-labelledby="menu-title" aria-busy={menu.isPending}>
        <h2 id="menu-title">
          Menu {menu.data && <span className={styles.muted}>({menu.data.nb_hits} products)</span>}
        </h2>
        {menu.error && <p role="alert">{menu.error.message}</p>}
        {menu.isPending || !store.data ? (
          <ProductGridSkeleton />
        ) : menu.data?.nb_hits === 0 ? (
          <p>No products match. Try fewer filters or another search.</p>
        ) : (
          <ul className={gridClass}>
            {menu.data?.products.map((slot) => (
              <li key={slot.object_id}>
                <ProductCard product={slot.search_attributes} store={store.data} sortedByPrice={menuParams.sort.startsWith('price')} />
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
