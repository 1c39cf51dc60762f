import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Cart, SpecialDetail } from '../../lib/types'
import type { Answer } from '../../lib/wire'

export function useStoreSpecials(storeId: number, enabled = true) {
  return useQuery({
    queryKey: ['specials', storeId],
    enabled,
    queryFn: ({ signal }) => request<Answer<'/api/v1/stores/{id}/specials', 'get'>>(`${apiPath}/stores/${storeId}/specials`, { signal }).then((r) => r.specials),
  })
}

/** What the cart holds, as a key: the special's status is fetched again whenever it changes. */
export function cartVersion(cart: Cart | undefined): string {
  return cart ? cart.products.map((p) => `${p.product_id}:${p.price_id}:${p.count}`).join(',') : ''
}

export function useSpecialDetail(storeId: number, specialId: number, cart: Cart | undefined) {
  const uuid = cart?.store.id === storeId && cart.status === 'pending' ? cart.uuid : undefined
  return useQuery({
    queryKey: ['special', storeId, specialId, uuid, cartVersion(cart)],
    queryFn: ({ signal }) =>
      request<SpecialDetail>(`${apiPath}/stores/${storeId}/specials/${specialId}`, { signal, query: { cart_uuid: uuid } }),
    placeholderData: keepPreviousData,
  })
}

/** The path of a special's page (spec section 2). */
export function specialPath(store: { id: number; url_slug: string }, special: { id: number; url_slug: string }): string {
  return `/stores/${store.id}/${store.url_slug}/specials/${special.id}/${special.url_slug}`
}

/** How a special's type reads to a shopper. */
export function specialTypeLabel(type: string): string {
  switch (type) {
    case 'bundle':
    case 'buy_x_get_y':
      return 'Bundle'
    case 'bulk':
    case 'buy_x_and_save':
      return 'Buy more, save more'
    case 'cart_total':
      return 'Order discount'
    case 'promo_code':
      return 'Promo code'
    case 'group':
      return 'Group discount'
    default:
      return 'Product special'
  }
}
