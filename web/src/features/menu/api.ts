import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, merchPath, request } from '../../lib/api'
import type { MenuProduct, SmartResponse } from '../../lib/types'

export const PAGE_SIZE = 60

export const menuQuery = (storeId: number, page: number) =>
  queryOptions({
    queryKey: ['menu', storeId, page],
    queryFn: ({ signal }) =>
      request<SmartResponse>(`${merchPath}/v2/smart`, {
        method: 'POST',
        signal,
        body: {
          store_id: storeId,
          placement: 'menu_inline_table',
          search_filter: `store_id = ${storeId}`,
          search_sort: 'recommendation',
          search_attributes: ['*'],
          page,
          page_size: PAGE_SIZE,
        },
      }),
  })

export const useMenu = (storeId: number, page: number) => useQuery({ ...menuQuery(storeId, page), placeholderData: keepPreviousData })

export const menuProductQuery = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: ['menu-product', storeId, productId],
    queryFn: ({ signal }) =>
      request<{ product: MenuProduct }>(`${apiPath}/products/${productId}`, { signal, query: { store_id: storeId } }).then((r) => r.product),
  })

export const useMenuProduct = (storeId: number, productId: number) => useQuery(menuProductQuery(storeId, productId))
