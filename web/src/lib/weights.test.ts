import { describe, expect, it } from 'vitest'
import type { MenuProduct } from './types'
import { defaultWeight, discountedWeights, discountPercent, lowestPrice, maxCountOf, parseWeight, selectableWeights } from './weights'

function product(kind: string, fields: Record<string, unknown>): MenuProduct {
  return { kind, max_cart_quantity: 10, ...fields } as unknown as MenuProduct
}

const flower = product('flower', {
  price_gram: 12,
  price_eighth_ounce: 35,
  price_quarter_ounce: 65,
  price_ounce: 0, // a zero price is not selectable
  discounted_price_quarter_ounce: 30,
  stock_eighth_ounce: 4,
  max_cart_quantity_eighth_ounce: 10,
})

describe('weights', () => {
  it('parses price ids and their spaced forms', () => {
    expect(parseWeight('eighth ounce')).toBe('eighth_ounce')
    expect(parseWeight('half_gram')).toBe('half_gram')
    expect(parseWeight('kilo')).toBeUndefined()
  })

  it('offers only weights with a non-zero price', () => {
    expect(selectableWeights(flower)).toEqual(['gram', 'eighth_ounce', 'quarter_ounce'])
    expect(selectableWeights(product('edible', { price_each: 18 }))).toEqual(['each'])
    expect(selectableWeights(product('edible', { price_each: null }))).toEqual([])
  })

  it.each([
    ['the kind default for flower', {}, 'eighth_ounce'],
    ['an explicit default first', { explicit: 'gram' }, 'gram'],
    ['an applied weight filter', { weightFilter: ['quarter_ounce'] }, 'quarter_ounce'],
    ['an explicit default the product lacks', { explicit: 'ounce' }, 'eighth_ounce'],
    // gram $12 is the lowest; the quarter's $30 discount is higher still.
    ['the lowest price when sorted by price', { sortedByPrice: true }, 'gram'],
    ['the first weight a special covers', { specialWeights: ['quarter_ounce'] }, 'quarter_ounce'],
  ] as const)('defaultWeight: %s', (_, options, want) => {
    expect(defaultWeight(flower, options)).toBe(want)
  })

  it('falls back to the first available, and to each for kinds not sold by weight', () => {
    expect(defaultWeight(product('vape', { price_gram: 40 }))).toBe('gram')
    expect(defaultWeight(product('vape', { price_half_gram: 25, price_gram: 40 }))).toBe('half_gram')
    expect(defaultWeight(product('edible', { price_each: 18 }))).toBe('each')
    expect(defaultWeight(product('flower', {}))).toBeUndefined()
  })

  it('lists the weights a special lowers', () => {
    expect(discountedWeights(flower)).toEqual(['quarter_ounce'])
    // a discounted price no lower than the regular one is no discount; the ounce has no price
    expect(discountedWeights(product('flower', { price_gram: 12, discounted_price_gram: 12, price_ounce: 0, discounted_price_ounce: 100 }))).toEqual([])
    expect(discountedWeights(product('edible', { price_each: 18, discounted_price_each: 15 }))).toEqual(['each'])
  })

  it('takes the lowest of regular and discounted prices', () => {
    expect(lowestPrice(flower)).toBe(12)
    expect(lowestPrice(product('flower', { price_eighth_ounce: 35, discounted_price_eighth_ounce: 28 }))).toBe(28)
    expect(lowestPrice(product('flower', {}))).toBeUndefined()
  })

  it('caps the count at the line limit and the stock', () => {
    expect(maxCountOf(flower, 'eighth_ounce')).toBe(4)
    expect(maxCountOf(flower, 'gram')).toBe(0)
  })
})

describe('discountPercent', () => {
  it.each([
    [40, 30, 25], // $10 off $40
    [35, 29.99, 14], // 14.3% rounds down
    [30, 19.99, 33], // 33.37% rounds down
    [10, 9.95, 1], // 0.5% rounds half up
    [40, 40, undefined], // equal prices: no discount
    [0, 30, undefined], // missing original
    [40, 0, undefined], // missing discounted
  ])('from %d to %d is %s%%', (original, discounted, want) => {
    expect(discountPercent(original, discounted)).toBe(want)
  })
})
