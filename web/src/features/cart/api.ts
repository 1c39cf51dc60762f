import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import { deviceId } from '../../lib/deviceId'
import type { Cart, CartProduct, WeightId } from '../../lib/types'
import { useLocalCart } from './store'

export const cartQuery = (uuid: string | undefined) =>
  queryOptions({
    queryKey: ['cart', uuid],
    queryFn: ({ signal }) => request<{ cart: Cart }>(`${apiPath}/carts`, { signal, query: { uuid } }).then((r) => r.cart),
    enabled: uuid !== undefined,
    // The local cart reloads from the server when older than 2 seconds (spec section 4).
    staleTime: 2_000,
  })

export function useCart() {
  const uuid = useLocalCart((s) => s.uuid)
  return useQuery(cartQuery(uuid))
}

export interface AddInput {
  storeId: number
  productId: number
  priceId: WeightId
  count: number
  newCart?: boolean
}

export function useAddToCart() {
  const client = useQueryClient()
  const { uuid, setCart } = useLocalCart()
  return useMutation({
    mutationFn: (input: AddInput) =>
      request<{ cart_uuid: string; cart: Cart }>(`${apiPath}/cart_products`, {
        method: 'POST',
        body: {
          cart_uuid: input.newCart ? null : (uuid ?? null),
          store_id: input.storeId,
          j_device_id: deviceId(),
          app_mode: 'default',
          user_agent: navigator.userAgent,
          product: { product_id: input.productId, price_id: input.priceId, count: input.count, recommended: false },
        },
      }),
    onSuccess: ({ cart_uuid, cart }) => {
      setCart(cart_uuid, cart.store)
      client.setQueryData(cartQuery(cart_uuid).queryKey, cart)
    },
  })
}

export function useUpdateLine() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: (line: { productId: number; priceId: WeightId; count: number }) =>
      request<{ cart_product: CartProduct; cart: Cart }>(`${apiPath}/cart_products/${line.productId}`, {
        method: 'PATCH',
        body: { cart_uuid: uuid, product: { product_id: line.productId, price_id: line.priceId, count: line.count } },
      }),
    onSuccess: ({ cart }) => client.setQueryData(cartQuery(uuid).queryKey, cart),
    onError: () => client.invalidateQueries({ queryKey: cartQuery(uuid).queryKey }),
  })
}

export function useRemoveLine() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: (line: { productId: number; priceId: WeightId }) =>
      request<{ cart: Cart }>(`${apiPath}/cart_products/${line.productId}`, {
        method: 'DELETE',
        query: { cart_uuid: uuid, price_id: line.priceId },
      }),
    onSuccess: ({ cart }) => client.setQueryData(cartQuery(uuid).queryKey, cart),
  })
}

/** What PATCH /carts/optimize_specials takes (spec section 7). */
export interface SpecialsInput {
  promo_code?: string
  user_group_special_id?: number | null
  reservation_mode?: string
}

/** Sets the cart's promo code or group special; the server picks the best specials again. */
export function useOptimizeSpecials() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: (input: SpecialsInput) =>
      request<{ cart: Cart }>(`${apiPath}/carts/optimize_specials`, { method: 'PATCH', body: { uuid, ...input } }),
    onSuccess: ({ cart }) => client.setQueryData(cartQuery(uuid).queryKey, cart),
  })
}

/** Tells the server the shopper has seen that a special on the cart changed. */
export function useClearSpecialFlag() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: () => request<{ cart: Cart }>(`${apiPath}/carts/changed_special_flag`, { method: 'DELETE', query: { uuid } }),
    onSuccess: ({ cart }) => client.setQueryData(cartQuery(uuid).queryKey, cart),
  })
}
