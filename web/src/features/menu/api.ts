import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { apiPath, merchPath, request } from '../../lib/api'
import { deviceId } from '../../lib/deviceId'
import type { SmartResponse, SmartSlot } from '../../lib/types'
import type { Answer, Body, Schema } from '../../lib/wire'
import { menuFilter, type Filters, type ListParam } from './filters'
import { CARD_ATTRIBUTES } from '../../lib/cardAttributes'
import { earlyAnswer } from '../../lib/earlyAnswers'

/** The attributes the menu's requests name: a card's. */
type CardKey = (typeof CARD_ATTRIBUTES)[number]

type SmartBody = Body<'/merch/v2/smart', 'post'>

export const PAGE_SIZE = 60

export interface MenuQuery {
  placement: string
  filter: string
  query: string
  sort: string
  page: number
}

/** A page of the menu: products with a card's attributes, and the facets asked for. */
export type MenuResponse = SmartResponse<CardKey>

export const menuQuery = (storeId: number, p: MenuQuery) =>
  queryOptions({
    queryKey: ['menu', storeId, p],
    queryFn: ({ signal }) =>
      request<MenuResponse>(`${merchPath}/v2/smart`, {
        method: 'POST',
        signal,
        body: {
          store_id: storeId,
          placement: p.placement,
          search_filter: p.filter,
          search_query: p.query,
          search_sort: p.sort || 'recommendation',
          search_attributes: CARD_ATTRIBUTES,
          page: p.page,
          page_size: PAGE_SIZE,
          jane_device_id: deviceId(),
        } satisfies SmartBody,
      }),
  })

export const useMenu = (storeId: number, params: MenuQuery) => useQuery({ ...menuQuery(storeId, params), placeholderData: keepPreviousData })

/** Counts of each facet's values (/merch/v2/facets). */
export type Facets = Answer<'/merch/v2/facets', 'post'>['searchFacets']

const facetsQuery = (storeId: number, placement: string, filter: string, query: string, facets: string[]) =>
  queryOptions({
    queryKey: ['menu-facets', storeId, placement, filter, query, facets],
    queryFn: ({ signal }) =>
      request<Answer<'/merch/v2/facets', 'post'>>(`${merchPath}/v2/facets`, {
        method: 'POST',
        signal,
        body: {
          store_id: storeId,
          placement: placement === 'menu_inline_table' ? undefined : placement,
          search_filter: filter,
          search_query: query,
          search_facets: facets,
          jane_device_id: deviceId(),
        } satisfies Body<'/merch/v2/facets', 'post'>,
      }).then((r) => r.searchFacets),
    staleTime: 60_000,
  })

/** Facet counts of the products a filter and search match. */
export const useMenuFacets = (storeId: number, placement: string, filter: string, query: string, facets: string[]) =>
  useQuery({ ...facetsQuery(storeId, placement, filter, query, facets), placeholderData: keepPreviousData })

/**
 * The filter bar's counts: every group counted over the products the other
 * groups' selections match, so choosing a value never hides its neighbours.
 */
export function useFilterFacets(
  storeId: number,
  placement: string,
  filters: Filters,
  query: string,
  groups: { param: ListParam; facet: string }[],
  /** A filter the page adds, such as a custom row's. */
  extra?: string,
): Facets | undefined {
  const filter = (skip?: ListParam) => menuFilter(storeId, filters, skip) + (extra ? ` AND (${extra})` : '')
  const all = useMenuFacets(storeId, placement, filter(), query, groups.map((g) => g.facet))
  const selected = groups.filter((g) => filters[g.param].length > 0)
  const own = useQueries({
    queries: selected.map((g) => ({
      ...facetsQuery(storeId, placement, filter(g.param), query, [g.facet]),
      placeholderData: keepPreviousData,
    })),
  })
  if (!all.data) return undefined
  const out: Facets = { ...all.data }
  selected.forEach((g, i) => {
    const counted = own[i]?.data?.[g.facet]
    if (counted) out[g.facet] = counted
  })
  return out
}

/** A featured row of /v2/multi, its products with a card's attributes. */
export type Row = Omit<Schema<'MultiRow'>, 'products'> & { products: SmartSlot<CardKey>[] }

type FeaturedAnswer = Omit<Answer<'/merch/v2/multi', 'post'>, 'placements'> & { placements: Row[] }

/**
 * The featured tab's rows: /v2/multi type featured. A store's menu page
 * brings the rows every shopper sees (lib/earlyAnswers) for the first draw;
 * they are asked for again at once with the device, which may add its
 * buy-again row.
 */
export const featuredRowsQuery = (storeId: number) =>
  queryOptions({
    queryKey: ['featured', storeId],
    initialData: () => earlyAnswer<FeaturedAnswer>(`${merchPath}/v2/multi?type=featured&store_id=${storeId}`)?.placements,
    initialDataUpdatedAt: 0,
    queryFn: ({ signal }) =>
      request<FeaturedAnswer>(`${merchPath}/v2/multi`, {
        method: 'POST',
        signal,
        body: { type: 'featured', store_id: storeId, search_attributes: CARD_ATTRIBUTES, jane_device_id: deviceId() } satisfies Body<
          '/merch/v2/multi',
          'post'
        >,
      }).then((r) => r.placements),
    staleTime: 30_000,
  })

export const useFeaturedRows = (storeId: number) => useQuery(featuredRowsQuery(storeId))

/** A row of products beside another (pdp_row) or for a cart (cart_toppers). */
export const usePlacementRow = (storeId: number, placement: string, extra: SmartBody, enabled = true) =>
  useQuery({
    queryKey: ['row', storeId, placement, extra],
    enabled,
    queryFn: ({ signal }) =>
      request<SmartResponse<CardKey>>(`${merchPath}/v2/smart`, {
        method: 'POST',
        signal,
        body: { store_id: storeId, placement, search_attributes: CARD_ATTRIBUTES, page_size: 20, jane_device_id: deviceId(), ...extra } satisfies SmartBody,
      }),
    staleTime: 30_000,
  })

type ProductAnswer = Answer<'/api/v1/products/{id}', 'get'>

export const menuProductQuery = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: ['menu-product', storeId, productId],
    queryFn: ({ signal }) => request<ProductAnswer>(`${apiPath}/products/${productId}`, { signal, query: { store_id: storeId } }).then((r) => r.product),
    // A product's page brings its answer (lib/earlyAnswers) for the first draw; the product is still asked for
    // once the page is up, as on every visit, so its stock is current and a refused token is met.
    initialData: () => earlyAnswer<ProductAnswer>(`${apiPath}/products/${productId}?store_id=${storeId}`)?.product,
  })

export const useMenuProduct = (storeId: number, productId: number) => useQuery(menuProductQuery(storeId, productId))
