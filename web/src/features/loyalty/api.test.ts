import { describe, expect, it } from 'vitest'
import { autoReward, orderLeft, partlyUsed, pointsOnCart, rewardBlocked, type CrmIntegration, type CrmRedemption, type Reward } from './api'

const five: Reward = { id: 1, reward_name: '$5 off', point_value: 50, cash_reward: 5, max_count: 2 }
const ten: Reward = { id: 2, reward_name: '$10 off', point_value: 100, cash_reward: 10, max_count: 1 }
const wallet = (points: number, max = 3): CrmIntegration => ({
  signed_up: true, points, offers: [], rewards: [five, ten], automatic_redemption: false, wallet_state: 'unlocked', max_redemption_count: max,
  loyalty_points_stacking_enabled: true, points_per_dollar: 1,
})
const on = (r: Reward): CrmRedemption => ({ id: 9, reward_id: r.id, reward_name: r.reward_name, point_value: r.point_value, cash_reward: r.cash_reward, crm_provider: 'built_in', applied_at: '2026-11-26T12:00:00Z', amount: r.cash_reward })

describe('rewardBlocked', () => {
  it('allows a reward the points cover', () => expect(rewardBlocked(wallet(50), five, [])).toBeUndefined())
  // 50 on the cart + 100 = 150 > 140: 10 short
  it('counts the points already on the cart', () => expect(rewardBlocked(wallet(140), ten, [on(five)])).toBe('Needs 10 more points'))
  it("enforces the reward's max_count", () => expect(rewardBlocked(wallet(1000), ten, [on(ten)])).toBe('Already on this order'))
  it('enforces max_count above one', () => expect(rewardBlocked(wallet(1000), five, [on(five), on(five)])).toBe('At most 2 per order'))
  it('enforces max_redemption_count', () => expect(rewardBlocked(wallet(1000, 1), ten, [on(five)])).toBe('One reward per order'))
  it('adds the points on the cart', () => expect(pointsOnCart([on(five), on(ten)])).toBe(150))
})

describe('autoReward', () => {
  const auto = (points: number): CrmIntegration => ({ ...wallet(points), automatic_redemption: true })
  // 120 points: $10 (100) and $5 (50) both fit; $10 is the larger.
  it('picks the largest reward the points cover', () => expect(autoReward(auto(120), [])?.id).toBe(2))
  // 60 points: only $5 fits.
  it('skips rewards the points do not cover', () => expect(autoReward(auto(60), [])?.id).toBe(1))
  it('applies nothing below the cheapest reward', () => expect(autoReward(auto(49), [])).toBeUndefined())
  it('applies nothing to a cart that has a reward', () => expect(autoReward(auto(500), [on(five)])).toBeUndefined())
  it('applies nothing when the store does not redeem automatically', () => expect(autoReward(wallet(500), [])).toBeUndefined())
})

describe('a reward is used whole or not at all', () => {
  // A gram at $12 − 20% = $9.60: $10 does not fit, $5 does.
  it('blocks a reward worth more than what is left', () => expect(rewardBlocked(wallet(500), ten, [], 9.6)).toBe('Only $9.60 left to take off'))
  it('allows a reward that fits exactly', () => expect(rewardBlocked(wallet(500), ten, [], 10)).toBeUndefined())
  it('blocks any reward on an order at $0.00', () => expect(rewardBlocked(wallet(500), five, [], 0)).toBe('Nothing left to take off'))
  // 120 points cover $10, but $9.60 is left: the $5 goes on automatically.
  it('automatic redemption picks the largest reward that fits', () =>
    expect(autoReward({ ...wallet(120), automatic_redemption: true }, [], 9.6)?.id).toBe(1))
  const cart = { item_total: 12, discounted_subtotal: 9.6, crm_redemptions: [] }
  it('leaves the subtotal after specials when rewards stack', () => expect(orderLeft({ ...cart, loyalty_points_stacking_enabled: true })).toBe(9.6))
  // Stacking off: the first reward drops the 20% special, so $12 is left for it.
  it('leaves the item total for a first reward when they do not stack', () =>
    expect(orderLeft({ ...cart, loyalty_points_stacking_enabled: false })).toBe(12))
  it('leaves the subtotal once a reward replaced the specials', () =>
    expect(orderLeft({ item_total: 12, discounted_subtotal: 7, loyalty_points_stacking_enabled: false, crm_redemptions: [on(five)] })).toBe(7))
  it('tells a partly used reward', () => {
    expect(partlyUsed({ ...on(ten), amount: 9.6 })).toBe(true)
    expect(partlyUsed(on(ten))).toBe(false)
  })
})
