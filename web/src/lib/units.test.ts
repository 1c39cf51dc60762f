import { describe, expect, it } from 'vitest'
import { formatDistance, formatRadius, unitForCountry } from './units'

describe('unitForCountry', () => {
  it('is kilometres in Canada, miles in the US and Puerto Rico', () => {
    expect(unitForCountry('CA')).toBe('km')
    expect(unitForCountry('US')).toBe('mi')
    expect(unitForCountry('PR')).toBe('mi')
    expect(unitForCountry(undefined)).toBe('mi')
  })
})

describe('formatDistance', () => {
  it.each([
    [1.26, 'mi', '1.3\u00a0mi'],
    [0.04, 'mi', 'under 0.1\u00a0mi'],
    [0.05, 'mi', '0.1\u00a0mi'],
    [9.96, 'mi', '10\u00a0mi'],
    [12.5, 'mi', '13\u00a0mi'],
    [1234.4, 'mi', '1,234\u00a0mi'],
    // 1 mile is 1.609344 km; 5 miles 8.04672 km; 10 miles 16.09344 km
    [1, 'km', '1.6\u00a0km'],
    [5, 'km', '8\u00a0km'],
    [10, 'km', '16\u00a0km'],
  ] as const)('%s miles in %s is %s', (miles, unit, want) => {
    expect(formatDistance(miles, unit)).toBe(want)
  })
})

describe('formatRadius', () => {
  it.each([
    [50, 'mi', '50\u00a0mi'],
    // 50 miles is 80.47 km, read as 80; 98 miles is 157.7 km, read as 160
    [50, 'km', '80\u00a0km'],
    [98, 'km', '160\u00a0km'],
    [6, 'km', '10\u00a0km'],
    [12, 'mi', '12\u00a0mi'],
    [1563, 'mi', '1,565\u00a0mi'],
  ] as const)('%s miles in %s reads %s', (miles, unit, want) => {
    expect(formatRadius(miles, unit)).toBe(want)
  })
})
