// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type DeliveryZoneInfo, deliveryZone, insidePolygon, milesBetween, usesCoordinates } from './delivery'

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

// internal/pricing/testdata/delivery_zones.json drives internal/pricing's
// Go test of DeliveryZone too: one table of cases for the rule on both sides.
type SharedStore = { lat: number; long: number; delivery_zones: DeliveryZoneInfo[] }
const shared = JSON.parse(readFileSync(new URL('../../../../internal/pricing/testdata/delivery_zones.json', import.meta.url), 'utf8')) as {
  stores: Record<string, SharedStore>
  cases: { why: string; store: string; address: { zipcode: string; lat?: number; lng?: number }; zone: string | null }[]
}

describe('deliveryZone', () => {
  it(`answers the ${shared.cases.length} cases the server shares`, () => {
    expect(shared.cases.length).toBeGreaterThan(0)
    for (const c of shared.cases) {
      const store = shared.stores[c.store]
      expect(store, c.why).toBeDefined()
      expect(deliveryZone(store!, c.address)?.name ?? null, c.why).toBe(c.zone)
    }
  })
})

describe('usesCoordinates', () => {
  it('is true when a zone is a geofence or a radius', () => {
    expect(usesCoordinates(store)).toBe(true)
    expect(usesCoordinates({ delivery_zones: [zones[0]!] })).toBe(false)
    expect(usesCoordinates({ delivery_zones: [] })).toBe(false)
  })
})
