import { describe, expect, it } from 'vitest'
import { brandDeal, flowerDeal } from './testing'
import { discountWords } from './words'

describe('discountWords', () => {
  it.each([
    ['a percent off', flowerDeal, '20% off'],
    ['an amount off', brandDeal, '$5.00 off'],
    ['a price to sell at', { ...flowerDeal, discount_type: 'target_price' as const, discount_target_price: 25 }, 'Sells at $25.00'],
    [
      'a bulk special by its tiers, in grams',
      { ...flowerDeal, special_type: 'bulk' as const, bulk_tiers: [{ min_grams: 14, discount_percent: 10 }, { min_grams: 28, discount_percent: 15 }] },
      '10% off from 14 g; 15% off from 28 g',
    ],
    ['a bulk special by its tiers, in items', { ...flowerDeal, special_type: 'bulk' as const, discount_type: 'dollar_amount' as const, bulk_tiers: [{ min_items: 3, discount_dollar_amount: 2 }] }, '$2.00 off from 3 items'],
    [
      'a bundle that discounts its cheapest unit',
      { ...flowerDeal, special_type: 'bundle' as const, discount_percent: 100, rules: { ...flowerDeal.rules, settings: { discounted_units: 'cheapest', threshold_number_of_items_in_cart: 3, max_number_of_discounted_products: 1 } } },
      'Cheapest 1 of 3: 100% off',
    ],
  ])('names %s', (_, special, words) => {
    expect(discountWords(special)).toBe(words)
  })
})
