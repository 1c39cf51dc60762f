import { describe, expect, it } from 'vitest'
import { maintenanceURL, returnPath } from './maintenance'

describe('maintenanceURL', () => {
  it('keeps the screen the shopper was on, with its query', () => {
    expect(maintenanceURL('', '/stores/1/green/menu', '?sort=price')).toBe('/maintenance?from=%2Fstores%2F1%2Fgreen%2Fmenu%3Fsort%3Dprice')
  })
  it('goes under the mode base path', () => {
    expect(maintenanceURL('/kiosk', '/stores/1/landing', '')).toBe('/kiosk/maintenance?from=%2Fstores%2F1%2Flanding')
  })
  it('needs no from for the home screen', () => {
    expect(maintenanceURL('', '/', '')).toBe('/maintenance')
  })
  it('stays put on the maintenance screen', () => {
    expect(maintenanceURL('', '/maintenance', '?from=%2Fcart')).toBeNull()
    expect(maintenanceURL('/headless', '/maintenance', '')).toBeNull()
  })
})

describe('returnPath', () => {
  it('returns to a path of the app', () => {
    expect(returnPath('/cart?x=1')).toBe('/cart?x=1')
  })
  it('goes home for nothing, another site or the maintenance screen itself', () => {
    expect(returnPath(null)).toBe('/')
    expect(returnPath('')).toBe('/')
    expect(returnPath('https://evil.example/')).toBe('/')
    expect(returnPath('//evil.example/')).toBe('/')
    expect(returnPath('/\\evil.example')).toBe('/')
    expect(returnPath('/maintenance?from=%2Fcart')).toBe('/')
  })
})
