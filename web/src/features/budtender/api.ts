import { useMutation, useQuery } from '@tanstack/react-query'
import { merchPath, request } from '../../lib/api'
import { ensureDeviceId } from '../../lib/deviceId'
import { CARD_ATTRIBUTES, type CardProduct } from '../../lib/cardAttributes'
import type { Answer, Body } from '../../lib/wire'

type Answered = Answer<'/merch/v2/virtual-budtender', 'post'>

/** A product the budtender suggests, with the card's attributes the request names. */
export type BudtenderPick = Omit<Answered['products'][number], 'search_attributes'> & { search_attributes: CardProduct }

/** POST /v2/virtual-budtender's answer. */
export type BudtenderAnswer = Omit<Answered, 'products'> & { products: BudtenderPick[] }

/** Asks the virtual budtender (POST /v2/virtual-budtender). */
export const useAskBudtender = (storeId: number) =>
  useMutation({
    mutationFn: async (query: string) =>
      request<BudtenderAnswer>(`${merchPath}/v2/virtual-budtender`, {
        method: 'POST',
        body: { store_id: storeId, query, jane_device_id: await ensureDeviceId(), search_attributes: CARD_ATTRIBUTES } satisfies Body<'/merch/v2/virtual-budtender', 'post'>,
      }),
  })

/** Requests that find something on this menu. */
export const useBudtenderQueries = (storeId: number) =>
  useQuery({
    queryKey: ['budtender-queries', storeId],
    queryFn: async ({ signal }) =>
      request<Answer<'/merch/v2/virtual-budtender/queries', 'post'>>(`${merchPath}/v2/virtual-budtender/queries`, {
        method: 'POST',
        signal,
        body: { store_id: storeId, jane_device_id: await ensureDeviceId() } satisfies Body<'/merch/v2/virtual-budtender/queries', 'post'>,
      }).then((r) => r.queries),
    staleTime: 5 * 60_000,
  })
