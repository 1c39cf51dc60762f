import { useCallback, useEffect, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { BannerCarousel } from '../../components/carousel/BannerCarousel'
import { CardCarousel } from '../../components/carousel/CardCarousel'
import { isNotFound } from '../../lib/api'
import { appContext } from '../../lib/appMode'
import { useDrawnFirst } from '../../lib/drawnFirst'
import { storeLabels, storePath, type Labels } from '../../lib/slug'
import type { Store, WeightId } from '../../lib/types'
import { parseWeight } from '../../lib/weights'
import { PAGE_SIZE, useFeaturedRows, useFilterFacets, useMenu, useMenuFacets, type Row } from '../../features/menu/api'
import { FilterBar, visibleGroups, type MenuChange } from '../../features/menu/FilterBar'
import { insights } from '../../lib/analytics'
import { hasSelection, LIST_PARAMS, menuFilter, parseMenuState } from '../../features/menu/filters'
import { distinctRows, PRIORITY_CARDS } from '../../features/menu/rows'
import { KINDS, MenuTabs, menuTabs, SECTIONS, tabLabel } from '../../features/menu/MenuTabs'
import { gridClass, listClass, ProductCardSkeleton, ProductGridSkeleton } from '../../features/menu/ProductCard'
import { ProductCard } from '../ProductCard'
import { useStore } from '../../features/stores/api'
import { useCustomer } from '../../lib/session'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** "1 product", "12 products". */
export const productCount = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`

/** Rows of the featured tab that "View all" opens in the menu itself. */
const ROW_TITLES: Record<string, string> = { menu_top_row: 'Top picks', best_selling: 'Best sellers', buy_again_row: 'Buy it again' }
const ROW_PLACEMENTS = Object.keys(ROW_TITLES)

/** The cards of the first menu page drawn before the first paint; the rest follow it (useDrawnFirst). */
const FIRST_CARDS = 12

/** Where a featured row's "View all" leads. */
function viewAllPath(row: Row, store: Store, base: string): string | undefined {
  const kind = /^kind:"([^"]+)"$/.exec(row.search_filter ?? '')?.[1]
  if (row.placement === 'menu_dynamic_row' && kind) return `${base}/${kind}`
  if (row.placement === 'specials') return `${base}/specials`
  if (ROW_PLACEMENTS.includes(row.placement)) return `${base}/all-products?row=${row.placement}`
  const custom = (store.custom_row_settings ?? []).findIndex((c) => c.enabled && c.title === row.title)
  return custom >= 0 ? `${base}/all-products?row=custom-${custom}` : undefined
}

/** The featured rows drawn at once; the rest draw their cards as they come near the screen (CardCarousel). */
const EAGER_ROWS = 1

function FeaturedRows({ store, labels }: { store: Store; labels: Labels }) {
  const rows = useFeaturedRows(store.id)
  const base = `${storePath(store)}/menu`
  // The placeholders are cards' size, so the rows coming move nothing below them on the first screen.
  if (rows.isPending) return <CardCarousel title="Top picks" loading placeholder={<ProductCardSkeleton />} />
  if (rows.error) return <p role="alert">{rows.error.message}</p>
  return (
    <>
      {distinctRows(rows.data).map((row, i) => (
        <CardCarousel
          key={`${row.placement}-${i}`}
          title={row.title ?? ROW_TITLES[row.placement] ?? ''}
          viewAll={viewAllPath(row, store, base)}
          eager={i < EAGER_ROWS}
        >
          {row.products.map((slot, j) => (
            <ProductCard
              key={slot.object_id}
              product={slot.search_attributes}
              store={store}
              labels={labels}
              priority={i === 0 && j < PRIORITY_CARDS}
              sponsored={slot.flight_id !== undefined}
              slot={{ placement: row.placement, adToken: slot.ad_token }}
              query={row.placement === 'specials' ? 'fromMenu=true&fromAllSpecials=true' : 'fromMenu=true'}
              preferDiscounted={row.placement === 'specials'}
            />
          ))}
        </CardCarousel>
      ))}
    </>
  )
}

/** A store's menu: the route's store, or the one a partner site shows at its root (storeId). */
export function StoreMenu({ storeId: fixed }: { storeId?: number } = {}) {
  const params = useParams()
  // A mode's own menu path (/embed/stores/{id}/menu) names no store: the mode's store it is.
  const storeId = fixed ?? Number(params.id ?? appContext().partnerId)
  const [search, setSearch] = useSearchParams()
  const store = useStore(storeId)
  const labels = useMemo(() => storeLabels(store.data), [store.data])
  const tabs = store.data ? menuTabs(store.data) : []
  const section = params.category ?? (store.data && !tabs.includes('featured') ? 'all-products' : 'featured')
  const kind = KINDS.includes(section) ? section : undefined
  const state = parseMenuState(search, kind)
  const row = search.get('row') ?? ''
  const customIndex = /^custom-(\d+)$/.exec(row)?.[1]
  const custom = customIndex !== undefined ? store.data?.custom_row_settings?.[Number(customIndex)] : undefined
  const placement =
    section === 'specials' || section === 'brand_specials' ? section : ROW_PLACEMENTS.includes(row) ? row : 'menu_inline_table'
  // A store that hides its prices from signed-out shoppers offers them no price sorts (the server ignores them too).
  const customer = useCustomer()
  const limitedSorts = store.data?.hide_prices === true && !customer.data
  const sort = state.sort || (limitedSorts ? 'name' : custom?.search_sort) || 'recommendation'
  const view = (search.get('view') ?? (store.data?.view_default === 'list_view' ? 'list' : 'grid')) === 'list' ? 'list' : 'grid'
  let filter = menuFilter(storeId, state.filters)
  if (custom) filter = `${filter} AND (${custom.search_filter})`

  const groups = visibleGroups(state.hard)
  const weightFilter = state.filters.weights.map(parseWeight).filter((w): w is WeightId => w !== undefined)
  const menu = useMenu(storeId, { placement, filter, query: state.query, sort, page: state.page })
  const facets = useFilterFacets(storeId, placement, state.filters, state.query, groups, custom?.search_filter)
  const kinds = useMenuFacets(storeId, 'menu_inline_table', `store_id = ${storeId}`, '', ['kind'])
  // Search insights (spec section 7): the filters chosen, and the products a page showed.
  const filterKey = LIST_PARAMS.flatMap((p) => (state.filters[p] ?? []).map((v) => `${p}:${v}`)).join('|')
  useEffect(() => {
    if (filterKey) insights(storeId, 'menu-products', 'Filters Applied', { filters: filterKey.split('|') })
  }, [storeId, filterKey])
  const shownIds = menu.data?.products.map((p) => p.object_id).join('|') ?? ''
  useEffect(() => {
    if (shownIds) insights(storeId, 'menu-products', 'Products Viewed', { objectIDs: shownIds.split('|') })
  }, [storeId, shownIds])
  const drawn = useDrawnFirst(menu.data?.products.length ?? 0, FIRST_CARDS)
  const rowTitle = custom?.title ?? ROW_TITLES[row]
  const title = store.data ? (rowTitle ?? tabLabel(section, store.data, labels)) : ''
  useTitle(store.data ? `${title} at ${store.data.name}` : undefined)

  const update = useCallback(
    (change: MenuChange) => {
      setSearch((current) => {
        const next = new URLSearchParams(current)
        const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value))
        if (change.query !== undefined) set('query', change.query)
        if (change.sort !== undefined) set('sort', change.sort)
        if (change.view !== undefined) set('view', change.view)
        for (const p of LIST_PARAMS) {
          const values = change[p]
          if (values === undefined) continue
          // On /menu/{kind}, an explicit empty root_types clears the path's kind.
          if (p === 'root_types' && values.length === 0 && kind !== undefined) next.set('root_types', '')
          else set(p, values.join(','))
        }
        set('page', change.page ? String(change.page + 1) : '')
        return next
      }, { preventScrollReset: true })
      // A filter, a sort or a search keeps the shopper's place on the page; only a new page goes to the top (goTo).
    },
    [setSearch, kind],
  )

  if (!Number.isInteger(storeId) || isNotFound(store.error)) return <NotFound what="store" />
  if (store.error) throw store.error
  if (!kind && !SECTIONS.includes(section)) return <NotFound what="menu section" />

  const page = state.page
  const pages = menu.data ? Math.max(1, Math.ceil(menu.data.nb_hits / PAGE_SIZE)) : 1
  const goTo = (p: number) => {
    update({ page: p })
    window.scrollTo({ top: 0 })
  }
  const browsing = section === 'featured' && !hasSelection(state.filters) && !state.query && page === 0 && !row
  const cardQuery = section === 'specials' ? 'fromMenu=true&fromAllSpecials=true' : 'fromMenu=true'
  return (
    <>
      {store.data ? (
        <>
          <StoreHeader store={store.data} />
          <StoreTabs store={store.data} />
          {section === 'featured' && <BannerCarousel banners={store.data.carousel_banner ?? []} />}
          <MenuTabs store={store.data} labels={labels} kindCounts={kinds.data?.kind} />
        </>
      ) : (
        <Skeleton height={140} style={{ marginBottom: 24 }} />
      )}
      {browsing && store.data && (
        <section aria-label="Featured">
          <FeaturedRows store={store.data} labels={labels} />
        </section>
      )}
      <FilterBar
        key={section}
        state={{ ...state, sort }}
        facets={facets}
        labels={labels}
        limitedSorts={limitedSorts}
        view={view}
        resultCount={menu.data?.nb_hits}
        onChange={update}
      />
      <section aria-labelledby="menu-title" aria-busy={menu.isPending}>
        <h2 id="menu-title">
          {section === 'featured' ? 'All products' : title}{' '}
          {menu.data && <span className={styles.muted}>({productCount(menu.data.nb_hits)})</span>}
        </h2>
        {menu.error && <p role="alert">{menu.error.message}</p>}
        {menu.isPending || !store.data ? (
          <ProductGridSkeleton layout={view} />
        ) : menu.data?.nb_hits === 0 ? (
          <p>No products match. Try fewer filters or another search.</p>
        ) : (
          <ul className={view === 'list' ? listClass : gridClass}>
            {menu.data?.products.slice(0, drawn).map((slot, i) => (
              <li key={slot.object_id}>
                <ProductCard
                  product={slot.search_attributes}
                  store={store.data}
                  labels={labels}
                  priority={section !== 'featured' && i < PRIORITY_CARDS}
                  sponsored={slot.flight_id !== undefined}
                  slot={{ placement, adToken: slot.ad_token }}
                  sortedByPrice={sort.startsWith('price')}
                  weightFilter={weightFilter}
                  query={cardQuery}
                  preferDiscounted={section === 'specials'}
                />
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
