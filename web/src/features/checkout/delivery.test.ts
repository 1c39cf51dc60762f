import { describe, expect, it } from 'vitest'
import { deliveryZone, insidePolygon, milesBetween, usesCoordinates } from './delivery'

// A store at 16th and Mission, San Francisco (37.765, -122.42).
const zones = [
  { name: 'Mission and Castro', zipcodes: ['94110', '94114'], fee: 5, min_amount: 50 },
  // A square of about a mile around the Ferry Building.
  {
    name: 'Embarcadero',
    geofence: [
      [37.79, -122.40],
      [37.79, -122.38],
      [37.80, -122.38],
      [37.80, -122.40],
    ] as [number, number][],
    fee: 8,
    min_amount: 60,
  },
  { name: 'Rest of the city', radius_miles: 6, fee: 10, min_amount: 75 },
]
const store = { lat: 37.765, long: -122.42, delivery_zones: zones }

describe('milesBetween', () => {
  it('is the great-circle distance', () => {
    // One degree of latitude is 69.09 miles on a 3,958.8-mile sphere (3958.8 × π / 180).
    expect(milesBetween(37, -122, 38, -122)).toBeCloseTo(69.09, 2)
    expect(milesBetween(37.765, -122.42, 37.765, -122.42)).toBe(0)
  })
})

describe('insidePolygon', () => {
  const square = zones[1]!.geofence!
  it('takes a point inside and leaves one outside', () => {
    expect(insidePolygon(37.795, -122.39, square)).toBe(true)
    expect(insidePolygon(37.805, -122.39, square)).toBe(false)
    expect(insidePolygon(37.795, -122.41, square)).toBe(false)
  })
})

describe('deliveryZone', () => {
  it('matches a listed zip code without coordinates', () => {
    expect(deliveryZone(store, { zipcode: ' 94114 ' })?.name).toBe('Mission and Castro')
  })
  it('needs coordinates for a geofence or a radius', () => {
    expect(deliveryZone(store, { zipcode: '94111' })).toBeUndefined()
    expect(deliveryZone(store, { zipcode: '94111', lat: 37.795, lng: -122.39 })?.name).toBe('Embarcadero')
    // Golden Gate Park, 3.4 miles west: the radius.
    expect(deliveryZone(store, { zipcode: '94122', lat: 37.769, lng: -122.483 })?.name).toBe('Rest of the city')
  })
  it('takes the first zone in the store order', () => {
    // A Mission zip code at the Ferry Building is still the Mission zone.
    expect(deliveryZone(store, { zipcode: '94110', lat: 37.795, lng: -122.39 })?.name).toBe('Mission and Castro')
  })
  it('finds nothing past every zone', () => {
    // Oakland, 8.4 miles east.
    expect(deliveryZone(store, { zipcode: '94607', lat: 37.805, lng: -122.275 })).toBeUndefined()
    expect(deliveryZone({ ...store, delivery_zones: [] }, { zipcode: '94110' })).toBeUndefined()
  })
})

describe('usesCoordinates', () => {
  it('is true when a zone is a geofence or a radius', () => {
    expect(usesCoordinates(store)).toBe(true)
    expect(usesCoordinates({ delivery_zones: [zones[0]!] })).toBe(false)
    expect(usesCoordinates({ delivery_zones: [] })).toBe(false)
  })
})
