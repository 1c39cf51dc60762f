import { useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'

export interface Brand {
  id: number
  name: string
  url_slug: string
  color_hex: string
  description: string
  productCount: number
  has_active_brand_special: boolean
}

export interface ProductSummary {
  id: number
  product_id: number
  name: string
  url_slug: string
  brand: string
  product_brand_id: number
  kind: string
  root_subtype: string
  category: string | null
  description: string
  image_urls: string[]
  percent_thc: number | null
  effects: string[]
  store_count: number
  lowest_price: number | null
  stores?: {
    store: { id: number; name: string; url_slug: string; city: string; state: string; lat: number; long: number }
    lowest_price: number | null
    prices: Record<string, number>
    /** The store shows its prices to signed-in shoppers only (hide_prices): none here. */
    prices_hidden?: boolean
  }[]
}

export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    queryFn: ({ signal }) => request<{ brands: Brand[] }>(`${apiPath}/brands`, { signal }).then((r) => r.brands),
    staleTime: 60_000,
  })

export const useBrand = (id: number) =>
  useQuery({
    queryKey: ['brand', id],
    queryFn: ({ signal }) => request<{ brand: Brand }>(`${apiPath}/brands/${id}`, { signal }).then((r) => r.brand),
  })

export const useBrandProducts = (id: number) =>
  useQuery({
    queryKey: ['brand-products', id],
    queryFn: ({ signal }) => request<{ products: ProductSummary[] }>(`${apiPath}/brands/${id}/products`, { signal }).then((r) => r.products),
  })

export const useProductStores = (id: number) =>
  useQuery({
    queryKey: ['product-stores', id],
    queryFn: ({ signal }) => request<{ product: ProductSummary }>(`${apiPath}/products/${id}/stores`, { signal }).then((r) => r.product),
  })
