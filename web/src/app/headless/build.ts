// Building the cart a partner's buildCart describes, through the cart API
// (POST /cart_products, DELETE /carts): the lines go one by one into a new
// cart; the cart the frame held before is then dropped, as the partner's
// page describes the whole cart. Lines the server refuses (sold out, over a limit, not on
// the menu) are listed with its answer; each refusal also reached the
// partner's page as an httpError (lib/api.ts).

import type { QueryClient } from '@tanstack/react-query'
import { ApiError, apiPath, request } from '../../lib/api'
import { cartAttribution } from '../../lib/analytics'
import { deviceId } from '../../lib/deviceId'
import type { Cart } from '../../lib/types'
import type { Answer, Body } from '../../lib/wire'
import { cartQuery, deleteCart, forgetCart } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import type { BuildCart } from '../../features/headless/protocol'
import type { FailedLine } from '../../features/headless/state'

export interface Built {
  cart?: Cart
  failed: FailedLine[]
}

export async function buildCart(client: QueryClient, build: BuildCart): Promise<Built> {
  const failed: FailedLine[] = []
  let cart: Cart | undefined
  for (const line of build.products) {
    try {
      const res = await request<Answer<'/api/v1/cart_products', 'post'>>(`${apiPath}/cart_products`, {
        method: 'POST',
        body: {
          cart_uuid: cart?.uuid ?? null,
          store_id: build.storeId,
          j_device_id: deviceId(),
          app_mode: 'headless',
          user_agent: navigator.userAgent,
          ...cartAttribution(),
          product: { product_id: line.productId, price_id: line.priceId, count: line.count, recommended: false },
        } satisfies Body<'/api/v1/cart_products', 'post'>,
      })
      cart = res.cart
    } catch (e) {
      failed.push({ ...line, status: e instanceof ApiError ? e.status : 0, message: e instanceof Error ? e.message : 'Something went wrong' })
    }
  }
  const old = useLocalCart.getState().uuid
  if (cart || old) {
    if (old && old !== cart?.uuid) await deleteCart(old).catch(() => undefined)
    forgetCart(client)
  }
  if (cart) {
    client.setQueryData(cartQuery(cart.uuid).queryKey, cart)
    useLocalCart.getState().syncFromServer(cart)
  }
  return { cart, failed }
}
