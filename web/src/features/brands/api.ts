import { useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Brand, ProductSummary } from '../../lib/types'

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
