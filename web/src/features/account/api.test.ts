import { describe, expect, it } from 'vitest'
import { afterLogin } from './api'
import { homeAfterLogin } from '../../lib/askToLogIn'

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

  it('lands on the embedded menu in embedded mode when next will not do', () => {
    expect(homeAfterLogin('embedded')).toBe('/menu')
    expect(homeAfterLogin('default')).toBe('/')
    expect(homeAfterLogin('operatorEmbed')).toBe('/')
    expect(afterLogin('/logout', homeAfterLogin('embedded'))).toBe('/menu')
    expect(afterLogin(null, homeAfterLogin('embedded'))).toBe('/menu')
    expect(afterLogin('/cart', homeAfterLogin('embedded'))).toBe('/cart')
  })
})
