import { useMutation, useQuery } from '@tanstack/react-query'
import { merchPath, request } from '../../lib/api'
import { ensureDeviceId } from '../../lib/deviceId'
import type { MenuProduct, WeightId } from '../../lib/types'
import { CARD_ATTRIBUTES } from '../../lib/cardAttributes'

export interface BudtenderPick {
  object_id: string
  product_id: number
  ad_token: string
  score: number
  reasoning: string
  price_id: WeightId
  search_attributes: MenuProduct
}

export interface BudtenderAnswer {
  query: string
  products: BudtenderPick[]
  totalResults: number
  htmlResponse: string
  markdownResponse: string
}

/** Asks the virtual budtender (POST /v2/virtual-budtender). */
export const useAskBudtender = (storeId: number) =>
  useMutation({
    mutationFn: async (query: string) =>
      request<BudtenderAnswer>(`${merchPath}/v2/virtual-budtender`, {
        method: 'POST',
        body: { store_id: storeId, query, jane_device_id: await ensureDeviceId(), search_attributes: CARD_ATTRIBUTES },
      }),
  })

/** Requests that find something on this menu. */
export const useBudtenderQueries = (storeId: number) =>
  useQuery({
    queryKey: ['budtender-queries', storeId],
    queryFn: async ({ signal }) =>
      request<{ queries: string[] }>(`${merchPath}/v2/virtual-budtender/queries`, {
        method: 'POST',
        signal,
        body: { store_id: storeId, jane_device_id: await ensureDeviceId() },
      }).then((r) => r.queries),
    staleTime: 5 * 60_000,
  })
