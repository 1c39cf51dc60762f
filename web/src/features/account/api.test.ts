import { describe, expect, it } from 'vitest'
import { afterLogin } from './api'

describe('afterLogin', () => {
  it('goes to the requested path unless it mentions logout', () => {
    expect(afterLogin('/cart')).toBe('/cart')
    expect(afterLogin('/stores/1/x/menu?fromMenu=true')).toBe('/stores/1/x/menu?fromMenu=true')
    expect(afterLogin('/logout')).toBe('/')
    expect(afterLogin(null)).toBe('/')
    expect(afterLogin('https://evil.example/')).toBe('/')
    expect(afterLogin('//evil.example/')).toBe('/')
    // Paths a browser reads as another host.
    expect(afterLogin('/\\evil.example/')).toBe('/')
    expect(afterLogin('/\t/evil.example/')).toBe('/')
    expect(afterLogin('/%2e%2e/logout')).toBe('/')
    expect(afterLogin('/profile#reviews')).toBe('/profile#reviews')
  })
})
