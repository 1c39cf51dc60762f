import { describe, expect, it } from 'vitest'
import { askToLogIn, isLoginPage } from './askToLogIn'

describe('askToLogIn', () => {
  it('opens the login modal in default mode and sends other modes to a login page', () => {
    expect(askToLogIn('default', '/cart')).toEqual({ kind: 'modal' })
    expect(askToLogIn('embedded', '/cart')).toEqual({ kind: 'navigate', to: '/login?next=%2Fcart' })
  })

  it('knows the login pages', () => {
    expect(isLoginPage('/login')).toBe(true)
    expect(isLoginPage('/register')).toBe(true)
    expect(isLoginPage('/logins')).toBe(false)
    expect(isLoginPage('/profile')).toBe(false)
  })
})
