import { describe, expect, it } from 'vitest'
import { deliveryAreaSentence, missingSentence, modeTerms, termsSentence, zipAnswer } from './terms'
import type { CheckoutStore } from './api'

const mode = (minimum: number) => ({ enabled: true, lead_time_minutes: 30, minimum })

// Two ZIP zones with their own minimums and fees, pickup without a minimum.
const store = {
  name: 'Green Leaf',
  pickup: true,
  delivery: true,
  curbside: false,
  reservation_modes: ['pickup', 'delivery'],
  lat: 37.76,
  long: -122.42,
  delivery_fee_amount: 7,
  fulfillment: { pickup: mode(0), curbside: mode(0), kiosk: mode(0), delivery: mode(30), free_delivery_minimum: 100 },
  delivery_zones: [
    { name: 'Mission', zipcodes: ['94103', '94110'], fee: 5, min_amount: 50 },
    { name: 'Sunset', zipcodes: ['94122'], fee: 8, min_amount: 75 },
  ],
} as unknown as CheckoutStore

describe('modeTerms', () => {
  it('gives delivery the smallest zone minimum and the range of fees before the address is known', () => {
    const [pickup, delivery] = modeTerms(store, 37.5)
    expect(pickup).toEqual({ mode: 'pickup', minimum: 0, varies: false, missing: 0, missingForFree: 0 })
    // max(mode 30, min(50, 75)) = 50; 50 − 37.50 = 12.50 short; free from 100: 62.50 short.
    expect(delivery).toEqual({ mode: 'delivery', minimum: 50, varies: true, nearest: 'Mission', fee: { low: 5, high: 8 }, freeFrom: 100, missing: 12.5, missingForFree: 62.5 })
    expect(termsSentence(delivery!)).toBe('Delivery: from $50 minimum, $5–$8 fee by area, free from $100.')
    expect(missingSentence(delivery!)).toBe('Add $12.50 more for delivery to Mission.')
    expect(termsSentence(pickup!)).toBe('Pickup: no minimum.')
    expect(missingSentence(pickup!)).toBeUndefined()
  })

  it("uses the address's zone once the bag has one", () => {
    const delivery = modeTerms(store, 60.1, { zipcode: '94122' })[1]!
    expect(delivery).toMatchObject({ minimum: 75, varies: false, fee: { low: 8, high: 8 }, missing: 14.9 })
    expect(termsSentence(delivery)).toBe('Delivery: $75 minimum, $8 fee, free from $100.')
    expect(missingSentence(delivery)).toBe('Add $14.90 more for delivery.')
  })

  it('asks only for free delivery once the minimum is met, and nothing once delivery is free', () => {
    const met = modeTerms(store, 80, { zipcode: '94103' })[1]!
    expect(met.missing).toBe(0)
    expect(missingSentence(met)).toBe('Add $20.00 more for free delivery.')
    expect(missingSentence(modeTerms(store, 100, { zipcode: '94103' })[1]!)).toBeUndefined()
  })

  it("charges the store's one fee when it has no zones, and the mode's minimum", () => {
    const plain = { ...store, delivery_zones: [], fulfillment: { ...store.fulfillment, free_delivery_minimum: 0 } } as unknown as CheckoutStore
    const delivery = modeTerms(plain, 10)[1]!
    expect(delivery).toEqual({ mode: 'delivery', minimum: 30, varies: false, fee: { low: 7, high: 7 }, freeFrom: undefined, missing: 20, missingForFree: 0 })
    expect(termsSentence(delivery)).toBe('Delivery: $30 minimum, $7 fee.')
  })
})

describe('deliveryAreaSentence', () => {
  it('counts the ZIP codes instead of listing them', () => {
    expect(deliveryAreaSentence(store)).toBe('Delivers to 3 ZIP codes: enter your address to check yours.')
    const radius = { delivery_zones: [{ name: 'Near', fee: 0, min_amount: 0, radius_miles: 5 }] } as unknown as CheckoutStore
    expect(deliveryAreaSentence(radius)).toBe('Delivers around the store: the area is found by location.')
    expect(deliveryAreaSentence({ delivery_zones: [] } as unknown as CheckoutStore)).toBeUndefined()
  })
})

describe('zipAnswer', () => {
  it('answers a ZIP code in a sentence, with the terms there', () => {
    expect(zipAnswer(store, ' 94110 ', 20)).toEqual({ delivers: true, text: 'Green Leaf delivers to 94110: $50 minimum, $5 fee, free from $100.' })
    expect(zipAnswer(store, '10001', 20)).toEqual({ delivers: false, text: 'Green Leaf does not deliver to 10001. You can pick up your order instead.' })
  })
})
