import { describe, expect, it } from 'vitest'
import { countryBySlug, placeSlug, regionBySlug, regionName } from './places'

describe('places', () => {
  it('writes place words lowercase joined by hyphens', () => {
    expect(placeSlug('San Juan')).toBe('san-juan')
    expect(placeSlug('Coeur d’Alene')).toBe('coeur-d-alene')
    expect(placeSlug('Montréal')).toBe('montreal')
  })

  it('knows only known countries and their states', () => {
    expect(countryBySlug('united-states')?.code).toBe('US')
    expect(countryBySlug('puerto-rico')?.code).toBe('PR')
    expect(countryBySlug('mexico')).toBeUndefined()
    expect(regionBySlug('US', 'california')?.code).toBe('CA')
    expect(regionBySlug('CA', 'ontario')?.code).toBe('ON')
    expect(regionBySlug('CA', 'california')).toBeUndefined()
    expect(regionBySlug('US', 'atlantis')).toBeUndefined()
    expect(regionBySlug('PR', 'puerto-rico')?.code).toBe('PR')
    expect(regionName('CA', 'ON')).toBe('Ontario')
  })
})
