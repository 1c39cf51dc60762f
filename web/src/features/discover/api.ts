import { useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Answer, Query, Schema } from '../../lib/wire'

/** The ten product kinds (spec section 3), in menu order, with their plural names. */
export const KINDS = [
  { kind: 'flower', title: 'Flower' },
  { kind: 'pre-roll', title: 'Pre-rolls' },
  { kind: 'vape', title: 'Vapes' },
  { kind: 'extract', title: 'Extracts' },
  { kind: 'edible', title: 'Edibles' },
  { kind: 'tincture', title: 'Tinctures' },
  { kind: 'topical', title: 'Topicals' },
  { kind: 'gear', title: 'Gear' },
  { kind: 'merch', title: 'Merch' },
  { kind: 'grow', title: 'Grow' },
] as const

export type Kind = (typeof KINDS)[number]['kind']

export function kindTitle(kind: string): string | undefined {
  return KINDS.find((k) => k.kind === kind)?.title
}

/** A product near the shopper, with its nearest store and how far that is. */
export type NearbyProduct = Schema<'NearbyProduct'>

/** Where distances were measured from; default when the shopper's position was not given. */
export type Origin = Schema<'Origin'>

/**
 * The filters GET /products takes besides the position and the page: our
 * own, then the spec's initial query parameters (comma-separated lists).
 */
export const FILTER_PARAMS = [
  'lineage',
  'effect',
  'max_price',
  'min_thc',
  'brand',
  'category',
  'root_types',
  'query',
  'store_type',
  'brand_subtype',
  'store_id',
] as const satisfies readonly (keyof Query<'/api/v1/products', 'get'>)[]
export type Filters = Partial<Record<(typeof FILTER_PARAMS)[number], string>>

export interface ProductsQuery extends Filters {
  lat?: number
  long?: number
  kind?: string
  page: number
}

export const useNearbyProducts = (query: ProductsQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['nearby-products', query],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/products', 'get'>>(`${apiPath}/products`, {
        signal,
        query: { ...query },
      }),
    enabled,
    staleTime: 60_000,
  })

/** A curated collection of products near the shopper. */
export type Collection = Schema<'Collection'>

export const useCollections = (position: { lat: number; long: number } | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['collections', position?.lat, position?.long],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/collections', 'get'>>(`${apiPath}/collections`, { signal, query: { lat: position?.lat, long: position?.long } }),
    enabled,
    staleTime: 60_000,
  })

export type CashBackSpecial = Schema<'CashBackSpecial'>

/** A brand with its live cash-back specials (GET /brands/cash_back). */
export type CashBackBrand = Schema<'CashBackBrand'>

export const useCashBackBrands = () =>
  useQuery({
    queryKey: ['brands', 'cash-back'],
    queryFn: ({ signal }) => request<Answer<'/api/v1/brands/cash_back', 'get'>>(`${apiPath}/brands/cash_back`, { signal }).then((r) => r.brands),
    staleTime: 60_000,
  })
