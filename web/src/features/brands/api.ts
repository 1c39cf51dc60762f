import { useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Answer } from '../../lib/wire'

export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    queryFn: ({ signal }) => request<Answer<'/api/v1/brands', 'get'>>(`${apiPath}/brands`, { signal }).then((r) => r.brands),
    staleTime: 60_000,
  })

export const useBrand = (id: number) =>
  useQuery({
    queryKey: ['brand', id],
    queryFn: ({ signal }) => request<Answer<'/api/v1/brands/{id}', 'get'>>(`${apiPath}/brands/${id}`, { signal }).then((r) => r.brand),
  })

export const useBrandProducts = (id: number) =>
  useQuery({
    queryKey: ['brand-products', id],
    queryFn: ({ signal }) => request<Answer<'/api/v1/brands/{id}/products', 'get'>>(`${apiPath}/brands/${id}/products`, { signal }).then((r) => r.products),
  })

export const useProductStores = (id: number) =>
  useQuery({
    queryKey: ['product-stores', id],
    queryFn: ({ signal }) => request<Answer<'/api/v1/products/{id}/stores', 'get'>>(`${apiPath}/products/${id}/stores`, { signal }).then((r) => r.product),
  })
