import { useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Brand, ProductSummary } from '../../lib/types'

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

export interface NearbyProduct extends ProductSummary {
  distance_miles: number
  nearby_store_count: number
  nearest_store: {
    id: number
    name: string
    url_slug: string
    city: string
    state: string
    country_code: string
    currency: string
    lowest_price: number
  }
}

export interface Origin {
  lat: number
  long: number
  default: boolean
}

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
] as const
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
      request<{ products: NearbyProduct[]; nb_hits: number; page: number; page_size: number; origin: Origin }>(`${apiPath}/products`, {
        signal,
        query: { ...query },
      }),
    enabled,
    staleTime: 60_000,
  })

export interface Collection {
  slug: string
  group: 'kind' | 'effect' | 'value'
  title: string
  description: string
  query: string
  filter: Record<string, string>
  count: number
}

export const useCollections = (position: { lat: number; long: number } | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['collections', position?.lat, position?.long],
    queryFn: ({ signal }) =>
      request<{ collections: Collection[]; origin: Origin }>(`${apiPath}/collections`, { signal, query: { lat: position?.lat, long: position?.long } }),
    enabled,
    staleTime: 60_000,
  })

export interface CashBackSpecial {
  id: number
  title: string
  description: string
  terms: string
  special_type: string
  discount_label: string
  discount_type: string
  discount_percent: number
  discount_dollar_amount: number
  discount_target_price: number
  end_time: string | null
}

export type CashBackBrand = Brand & { cash_back_specials: CashBackSpecial[] }

export const useCashBackBrands = () =>
  useQuery({
    queryKey: ['brands', 'cash-back'],
    queryFn: ({ signal }) => request<{ brands: CashBackBrand[] }>(`${apiPath}/brands/cash_back`, { signal }).then((r) => r.brands),
    staleTime: 60_000,
  })
