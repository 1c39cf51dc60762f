import { describe, expect, it } from 'vitest'
import { screenOf, startPath, storeIdOf } from './paths'

describe('kiosk paths', () => {
  it('find the store', () => {
    expect(storeIdOf('/stores/2/landing')).toBe(2)
    expect(storeIdOf('/stores/2')).toBe(2)
    expect(storeIdOf('/stores/12/sunset-grove/menu/flower')).toBe(12)
    expect(storeIdOf('/cart')).toBeUndefined()
    expect(storeIdOf('/stores/x')).toBeUndefined()
  })

  it('tell the screens apart, with or without the slug', () => {
    expect(screenOf('/')).toBe('start')
    expect(screenOf('/setup')).toBe('setup')
    expect(screenOf('/stores/2')).toBe('start')
    expect(screenOf('/stores/2/sunset-grove-dispensary')).toBe('start')
    expect(screenOf('/stores/2/setup')).toBe('setup')
    expect(screenOf('/stores/2/sunset-grove-dispensary/setup')).toBe('setup')
    expect(screenOf('/stores/2/landing/')).toBe('landing')
    expect(screenOf('/stores/2/sunset-grove-dispensary/landing')).toBe('landing')
    expect(screenOf('/stores/2/thankyou')).toBe('thankyou')
    expect(screenOf('/stores/2/cart/0190-u/thankyou')).toBe('thankyou')
    expect(screenOf('/stores/2/menu')).toBe('shopping')
    expect(screenOf('/stores/2/sunset-grove-dispensary/menu/flower')).toBe('shopping')
    expect(screenOf('/cart')).toBe('shopping')
    expect(screenOf('/cart/guest_checkout')).toBe('shopping')
  })

  it('start at the landing of the bound store, else its setup', () => {
    expect(startPath(2, undefined)).toBe('/stores/2/landing')
    expect(startPath(2, 2)).toBe('/stores/2/landing')
    expect(startPath(2, 3)).toBe('/stores/3/setup')
    expect(startPath(undefined, 3)).toBe('/stores/3/setup')
    expect(startPath(undefined, undefined)).toBe('/setup')
  })
})
