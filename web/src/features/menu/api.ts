import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, merchPath, request } from '../../lib/api'
import type { MenuProduct, SmartResponse } from '../../lib/types'

export const PAGE_SIZE = 60

const WEIGHT_IDS = ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each']

/**
 * The attributes a product card reads: the menu asks for these only, which
 * makes its pages a quarter of the size. scripts/bench.sh measures this list.
 */
export const CARD_ATTRIBUTES = [
  'product_id',
  'name',
  'url_slug',
  'brand',
  'kind',
  'category',
  'percent_thc',
  'image_urls',
  'aggregate_rating',
  'review_count',
  ...WEIGHT_IDS.map((w) => `price_${w}`),
  ...WEIGHT_IDS.map((w) => `discounted_price_${w}`),
]

export interface MenuParams {
  page: number
  query: string
  sort: string
  kinds: string[]
  lineages: string[]
}

/** Quotes a filter value for the search_filter syntax. */
export function quote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/** The search_filter for a store's menu narrowed to some kinds and lineages. */
export function menuFilter(storeId: number, kinds: string[], lineages: string[]): string {
  const parts = [`store_id = ${storeId}`]
  const anyOf = (attr: string, values: string[]) => `(${values.map((v) => `${attr}:${quote(v)}`).join(' OR ')})`
  if (kinds.length > 0) parts.push(anyOf('kind', kinds))
  if (lineages.length > 0) parts.push(anyOf('category', lineages))
  return parts.join(' AND ')
}

export type MenuResponse = SmartResponse & { search_facets?: Record<string, Record<string, number>> }

export const menuQuery = (storeId: number, p: MenuParams) =>
  queryOptions({
    queryKey: ['menu', storeId, p],
    queryFn: ({ signal }) =>
      request<MenuResponse>(`${merchPath}/v2/smart`, {
        method: 'POST',
        signal,
        body: {
          store_id: storeId,
          placement: 'menu_inline_table',
          search_filter: menuFilter(storeId, p.kinds, p.lineages),
          search_query: p.query,
          search_sort: p.sort,
          search_attributes: CARD_ATTRIBUTES,
          search_facets: ['kind', 'category'],
          page: p.page,
          page_size: PAGE_SIZE,
        },
      }),
  })

export const useMenu = (storeId: number, params: MenuParams) => useQuery({ ...menuQuery(storeId, params), placeholderData: keepPreviousData })

/** Facet counts for the whole menu, so every filter option keeps its count. */
export const useMenuFacets = (storeId: number) =>
  useQuery({
    queryKey: ['menu-facets', storeId],
    queryFn: ({ signal }) =>
      request<{ searchFacets: Record<string, Record<string, number>> }>(`${merchPath}/v2/facets`, {
        method: 'POST',
        signal,
        body: { store_id: storeId, search_facets: ['kind', 'category'] },
      }).then((r) => r.searchFacets),
    staleTime: 60_000,
  })

export const menuProductQuery = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: ['menu-product', storeId, productId],
    queryFn: ({ signal }) =>
      request<{ product: MenuProduct }>(`${apiPath}/products/${productId}`, { signal, query: { store_id: storeId } }).then((r) => r.product),
  })

export const useMenuProduct = (storeId: number, productId: number) => useQuery(menuProductQuery(storeId, productId))
