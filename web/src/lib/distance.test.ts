import { describe, expect, it } from 'vitest'
import { milesBetween } from './distance'

describe('milesBetween', () => {
  it('measures known distances', () => {
    // San Francisco to Los Angeles is about 347 miles as the crow flies.
    expect(milesBetween(37.7749, -122.4194, 34.0522, -118.2437)).toBeCloseTo(347.4, 0)
    expect(milesBetween(40, -100, 40, -100)).toBe(0)
  })
})
