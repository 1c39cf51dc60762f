import { useCallback, useEffect, useState } from 'react'
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiPath, isNotFound, request } from '../../lib/api'
import { cartAttribution } from '../../lib/analytics'
import { deviceId } from '../../lib/deviceId'
import type { Cart, WeightId } from '../../lib/types'
import type { Answer, Body } from '../../lib/wire'
import { openModal } from '../../components/ui/modals'
import { useCustomer } from '../../lib/session'
import { useLocalCart } from './store'
import { CART_MAX_AGE_MS, decideAdd, isNotPending, isOtherStore, opensDrawer, replaceFlow, type AddInput } from './rules'
import { settings } from '../../lib/settings'
import { undoableWindow, useRemovals, type RemovedLine } from './undo'

export type { AddInput }

export const cartQuery = (uuid: string | undefined) =>
  queryOptions({
    queryKey: ['cart', uuid],
    queryFn: ({ signal }) => request<Answer<'/api/v1/carts', 'get'>>(`${apiPath}/carts`, { signal, query: { uuid } }).then((r) => r.cart),
    enabled: uuid !== undefined,
    // The local cart reloads from the server when older than 2 seconds (spec section 4).
    staleTime: CART_MAX_AGE_MS,
  })

/** The shopper's cart as the server has it; reloaded by any screen that shows it once older than 2 s. */
export function useCart() {
  const uuid = useLocalCart((s) => s.uuid)
  return useQuery(cartQuery(uuid))
}

// The calls of spec section 7 that have no hook of their own.

/** POST /carts: an empty pending cart at a store. */
export const createCart = (input: { storeId: number; reservationMode?: string }) => {
  const s = useLocalCart.getState()
  return request<Answer<'/api/v1/carts', 'post'>>(`${apiPath}/carts`, {
    method: 'POST',
    body: {
      store_id: input.storeId,
      app_mode: s.mode,
      j_device_id: deviceId(),
      reservation_mode: input.reservationMode,
    } satisfies Body<'/api/v1/carts', 'post'>,
  })
}

/** DELETE /carts: drops a pending cart. */
export const deleteCart = (uuid: string) => request<void>(`${apiPath}/carts`, { method: 'DELETE', query: { uuid } })

/** GET /carts/get_for_user: the signed-in customer's pending cart (the given guest cart becomes theirs), or null. */
export const cartForUser = (query: { uuid?: string; appMode?: string; storeId?: number | string }) =>
  request<Answer<'/api/v1/carts/get_for_user', 'get'>>(`${apiPath}/carts/get_for_user`, {
    query: { uuid: query.uuid, app_mode: query.appMode, store_id: query.storeId },
  }).then((r) => r.cart)

/** GET /carts/get_unavailable_product_ids. */
export const unavailableProductIds = (uuid: string) =>
  request<Answer<'/api/v1/carts/get_unavailable_product_ids', 'get'>>(`${apiPath}/carts/get_unavailable_product_ids`, {
    query: { uuid },
  })

/** Puts a cart the server answered in the query cache and the local cart. */
function took(client: QueryClient, cart: Cart) {
  client.setQueryData(cartQuery(cart.uuid).queryKey, cart)
  useLocalCart.getState().syncFromServer(cart)
}

/** Forgets the local cart and its cached copy ('Cart is not pending', a cart that is gone). */
export function forgetCart(client: QueryClient) {
  const { uuid, clear } = useLocalCart.getState()
  clear()
  if (uuid) client.removeQueries({ queryKey: cartQuery(uuid).queryKey })
}

/**
 * Keeps the local cart in step with the server's (mount once, in the
 * layout): every answer for the cart updates it, an empty, checked-out or
 * vanished cart clears it, and once a shopper signs in their pending cart
 * (or the guest cart they were filling, now theirs) becomes the local one.
 */
export function useCartSync() {
  const client = useQueryClient()
  const { data, error, dataUpdatedAt } = useCart()
  const { data: customer } = useCustomer()
  const customerId = customer?.id
  useEffect(() => {
    if (data) useLocalCart.getState().syncFromServer(data, dataUpdatedAt)
  }, [data, dataUpdatedAt])
  useEffect(() => {
    if (error && (isNotFound(error) || isNotPending(error))) forgetCart(client)
  }, [error, client])
  useEffect(() => {
    if (customerId === undefined) return
    const { uuid, mode, partnerId } = useLocalCart.getState()
    let live = true
    cartForUser({ uuid, appMode: mode, storeId: partnerId }).then(
      (cart) => {
        if (live && cart) took(client, cart)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [customerId, client])
}

export interface AddCallbacks {
  /** drawer says whether the drawer opened for the add. */
  onSuccess?: (cart: Cart, drawer: boolean) => void
  onError?: (error: Error) => void
}

const postAdd = (input: AddInput, uuid: string | undefined, mode: string) =>
  request<Answer<'/api/v1/cart_products', 'post'>>(`${apiPath}/cart_products`, {
    method: 'POST',
    body: {
      cart_uuid: input.newCart ? null : (uuid ?? null),
      store_id: input.storeId,
      j_device_id: deviceId(),
      app_mode: mode,
      user_agent: navigator.userAgent,
      ...cartAttribution(),
      product: { product_id: input.productId, price_id: input.priceId, count: input.count, recommended: false },
    } satisfies Body<'/api/v1/cart_products', 'post'>,
  })

/**
 * Adds to the cart by spec section 4's rules: ignored while another add is
 * in flight (isPending says so, for every add button); a product of another
 * store is held and the shopper asked to replace the cart (a modal, or the
 * embedded replace-cart page); the drawer opens for a new line unless the
 * mode or the add says not to. A refusal (e.g. a purchase limit, naming the
 * limit, amount and unit) clears the flag and goes to onError with the
 * server's message.
 */
export function useAddToCart() {
  const client = useQueryClient()
  const navigate = useNavigate()
  const adding = useLocalCart((s) => s.adding)
  const [error, setError] = useState<Error | null>(null)

  const askToReplace = useCallback(
    (input: AddInput) => {
      const { mode, holdReplacement } = useLocalCart.getState()
      holdReplacement(input)
      const flow = replaceFlow(mode)
      if (flow.kind === 'navigate') void navigate(flow.to)
      else openModal('replaceCart', {})
    },
    [navigate],
  )

  const mutate = useCallback(
    (input: AddInput, callbacks: AddCallbacks = {}) => {
      const local = useLocalCart.getState()
      const decision = decideAdd(local, input)
      if (decision === 'blocked') return
      if (decision === 'replace') return askToReplace(input)
      const before = input.newCart ? [] : local.products
      local.setAdding(true)
      setError(null)
      postAdd(input, local.uuid, local.mode)
        .then(({ cart }) => {
          took(client, cart)
          const drawer = opensDrawer(local.mode, input, before)
          if (drawer) useLocalCart.getState().openDrawer()
          callbacks.onSuccess?.(cart, drawer)
        })
        .catch((e: unknown) => {
          // The local cart did not know it held another store's products.
          if (isOtherStore(e) && !input.newCart) return askToReplace(input)
          const err = e instanceof Error ? e : new Error('Something went wrong')
          setError(err)
          callbacks.onError?.(err)
        })
        .finally(() => useLocalCart.getState().setAdding(false))
    },
    [client, askToReplace],
  )
  return { mutate, isPending: adding, error }
}

/**
 * The replace-cart question's answers. confirm makes the held add into a new
 * cart first and drops the old cart (DELETE /carts) only once that worked: a
 * refused add (a purchase limit, a sold-out weight) keeps the old bag and the
 * held product, and answers the error for the question to show. It resolves
 * to true when the bag was replaced. cancel keeps the old bag.
 */
export function useReplaceCart() {
  const client = useQueryClient()
  const replacement = useLocalCart((s) => s.replacement)
  const adding = useLocalCart((s) => s.adding)
  const [error, setError] = useState<Error | null>(null)
  const confirm = useCallback(async (): Promise<boolean> => {
    const local = useLocalCart.getState()
    const input = local.replacement
    if (!input || local.adding) return false
    local.setAdding(true)
    setError(null)
    try {
      const { cart } = await postAdd({ ...input, newCart: true }, undefined, local.mode)
      // The old cart may be gone or checked out already: nothing to drop then.
      if (local.uuid && local.uuid !== cart.uuid) await deleteCart(local.uuid).catch(() => undefined)
      forgetCart(client)
      useLocalCart.getState().dropReplacement()
      took(client, cart)
      if (opensDrawer(local.mode, input, [])) useLocalCart.getState().openDrawer()
      return true
    } catch (e) {
      setError(e instanceof Error ? e : new Error('Something went wrong'))
      return false
    } finally {
      useLocalCart.getState().setAdding(false)
    }
  }, [client])
  const cancel = useCallback(() => useLocalCart.getState().dropReplacement(), [])
  return { replacement, confirm, cancel, isPending: adding, error }
}

export function useUpdateLine() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: (line: { productId: number; priceId: WeightId; count: number }) =>
      request<Answer<'/api/v1/cart_products/{productId}', 'patch'>>(`${apiPath}/cart_products/${line.productId}`, {
        method: 'PATCH',
        body: { cart_uuid: uuid ?? null, product: { product_id: line.productId, price_id: line.priceId, count: line.count } } satisfies Body<
          '/api/v1/cart_products/{productId}',
          'patch'
        >,
      }),
    onSuccess: ({ cart }) => took(client, cart),
    onError: (error) => {
      if (isNotPending(error)) forgetCart(client)
      else void client.invalidateQueries({ queryKey: cartQuery(uuid).queryKey })
    },
  })
}

export function useRemoveLine() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: (line: { productId: number; priceId: WeightId; undo?: RemovedLine }) =>
      request<Answer<'/api/v1/cart_products/{productId}', 'delete'>>(`${apiPath}/cart_products/${line.productId}`, {
        method: 'DELETE',
        query: { cart_uuid: uuid, price_id: line.priceId },
      }),
    // The last line out leaves an empty cart, which clears the local one. The bag offers to put the line
    // back for the undoable window (UndoRemoval); here, not in a caller's callback, since the last line's
    // component is gone by the time the answer comes.
    onSuccess: ({ cart }, line) => {
      took(client, cart)
      if (line.undo) useRemovals.getState().remember(line.undo, Date.now(), undoableWindow(settings()))
    },
    onError: (error) => {
      if (isNotPending(error)) forgetCart(client)
    },
  })
}

/**
 * The unavailable-products fix-up (spec sections 4 and 8): removes the lines
 * that sold out or left the menu; the cart answered has none, and an empty
 * one clears the local cart.
 */
export function useRemoveUnavailable() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: () => request<Answer<'/api/v1/cart_products/unavailable', 'delete'>>(`${apiPath}/cart_products/unavailable`, {
        method: 'DELETE',
        body: { cart_uuid: uuid ?? null } satisfies Body<'/api/v1/cart_products/unavailable', 'delete'>,
      }),
    onSuccess: ({ cart }) => took(client, cart),
    onError: (error) => {
      if (isNotPending(error)) forgetCart(client)
    },
  })
}

/** What PATCH /carts/optimize_specials takes besides the cart (spec section 7). */
export type SpecialsInput = Omit<Body<'/api/v1/carts/optimize_specials', 'patch'>, 'uuid'>

/** Sets the cart's promo code or group special; the server picks the best specials again. */
export function useOptimizeSpecials() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: (input: SpecialsInput) =>
      request<Answer<'/api/v1/carts/optimize_specials', 'patch'>>(`${apiPath}/carts/optimize_specials`, {
        method: 'PATCH',
        body: { uuid: uuid ?? null, ...input } satisfies Body<'/api/v1/carts/optimize_specials', 'patch'>,
      }),
    onSuccess: ({ cart }) => took(client, cart),
    onError: (error) => {
      if (isNotPending(error)) forgetCart(client)
    },
  })
}

/** Tells the server the shopper has seen that a special on the cart changed. */
export function useClearSpecialFlag() {
  const client = useQueryClient()
  const uuid = useLocalCart((s) => s.uuid)
  return useMutation({
    mutationFn: () => request<Answer<'/api/v1/carts/changed_special_flag', 'delete'>>(`${apiPath}/carts/changed_special_flag`, { method: 'DELETE', query: { uuid } }),
    onSuccess: ({ cart }) => client.setQueryData(cartQuery(uuid).queryKey, cart),
  })
}
