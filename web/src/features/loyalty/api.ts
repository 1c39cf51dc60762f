import { queryOptions } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import type { Cart, CrmRedemption } from '../../lib/types'
import type { Answer, Body, Schema } from '../../lib/wire'

/** A reward of a store's loyalty programme (spec section 3). */
export type Reward = Schema<'Reward'>

/** A member's wallet at a store, as GET /stores/{id}/crm_integration answers it. */
export type CrmIntegration = Schema<'LoyaltyWallet'>

/** crm_integration is null when the store runs no programme; error says why the wallet cannot be used (a guest). */
export type CrmIntegrationResponse = Answer<'/api/v1/stores/{id}/crm_integration', 'get'>

export type { CrmRedemption }

export const crmQuery = (storeId: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['crm_integration', storeId, signedIn],
    queryFn: ({ signal }) => request<CrmIntegrationResponse>(`${apiPath}/stores/${storeId}/crm_integration`, { signal }),
  })

/** GET with auth_code: unlocks the wallet with the code the shopper was sent. */
export const unlockWallet = (storeId: number, code: string) =>
  request<CrmIntegrationResponse>(`${apiPath}/stores/${storeId}/crm_integration`, { query: { auth_code: code } })

/** POST /carts/initiate_crm_auth: sends the shopper a code. */
export const initiateCrmAuth = (cartUuid: string) =>
  request<Answer<'/api/v1/carts/initiate_crm_auth', 'post'>>(`${apiPath}/carts/initiate_crm_auth`, {
    method: 'POST',
    body: { cart_uuid: cartUuid } satisfies Body<'/api/v1/carts/initiate_crm_auth', 'post'>,
  })

/** POST /carts/apply_crm_redemption: the cart priced with the reward. */
export const applyRedemption = (cartUuid: string, rewardId: number) =>
  request<Answer<'/api/v1/carts/apply_crm_redemption', 'post'>>(`${apiPath}/carts/apply_crm_redemption`, {
    method: 'POST',
    body: { cart_uuid: cartUuid, reward_id: rewardId } satisfies Body<'/api/v1/carts/apply_crm_redemption', 'post'>,
  }).then((r) => r.cart)

/** DELETE /carts/remove_crm_redemption: the cart priced again without it. */
export const removeRedemption = (id: number, provider: string) =>
  request<Answer<'/api/v1/carts/remove_crm_redemption', 'delete'>>(`${apiPath}/carts/remove_crm_redemption`, {
    method: 'DELETE',
    body: { id, crm_provider: provider } satisfies Body<'/api/v1/carts/remove_crm_redemption', 'delete'>,
  }).then((r) => r.cart)

/** The points the rewards on a cart use. */
export function pointsOnCart(redemptions: CrmRedemption[]): number {
  return redemptions.reduce((n, r) => n + r.point_value, 0)
}

const cents = (dollars: number) => Math.round(dollars * 100)

/**
 * What a new reward would find left to take off a cart, in dollars: its subtotal after specials and the
 * rewards on it; with stacking off, a first reward drops the specials, so the item total.
 */
export function orderLeft(cart: Pick<Cart, 'item_total' | 'discounted_subtotal' | 'loyalty_points_stacking_enabled' | 'crm_redemptions'>): number {
  if (cart.loyalty_points_stacking_enabled === false && (cart.crm_redemptions ?? []).length === 0) return cart.item_total
  return cart.discounted_subtotal
}

/** A reward on the cart that takes less than it is worth (the bag shrank after it was applied). */
export const partlyUsed = (r: CrmRedemption) => r.amount !== undefined && cents(r.amount) < cents(r.cash_reward)

/**
 * Why a reward cannot be applied now, mirroring the server's caps (the server decides): the programme's
 * max_redemption_count, the reward's max_count, the points left and, when left (dollars) is given, what is
 * left of the order (a reward is used whole or not at all). undefined when it can.
 */
export function rewardBlocked(w: CrmIntegration, reward: Reward, onCart: CrmRedemption[], orderLeftDollars?: number): string | undefined {
  if (w.max_redemption_count > 0 && onCart.length >= w.max_redemption_count) {
    return w.max_redemption_count === 1 ? 'One reward per order' : `At most ${w.max_redemption_count} rewards per order`
  }
  const same = onCart.filter((r) => r.reward_id === reward.id).length
  if (reward.max_count > 0 && same >= reward.max_count) return reward.max_count === 1 ? 'Already on this order' : `At most ${reward.max_count} per order`
  const left = w.points - pointsOnCart(onCart)
  if (reward.point_value > left) return `Needs ${reward.point_value - left} more points`
  if (orderLeftDollars !== undefined && cents(reward.cash_reward) > cents(orderLeftDollars)) {
    return cents(orderLeftDollars) <= 0 ? 'Nothing left to take off' : `Only ${formatMoney(orderLeftDollars)} left to take off`
  }
  return undefined
}

/**
 * The reward automatic_redemption applies once a wallet is unlocked: the largest cash reward the shopper can
 * apply now, on a cart that carries none yet and that it fits whole (ties go to the fewer points). undefined when none.
 */
export function autoReward(w: CrmIntegration, onCart: CrmRedemption[], orderLeftDollars?: number): Reward | undefined {
  if (!w.automatic_redemption || onCart.length > 0) return undefined
  return w.rewards
    .filter((r) => rewardBlocked(w, r, onCart, orderLeftDollars) === undefined)
    .sort((a, b) => b.cash_reward - a.cash_reward || a.point_value - b.point_value)[0]
}
