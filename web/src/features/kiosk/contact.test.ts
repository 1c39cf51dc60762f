import { describe, expect, it } from 'vitest'
import { anonymityOf, contactBody, contactFields, contactProblems, MSG_PHONE_OR_EMAIL } from './contact'

const empty = { first_name: '', last_name: '', phone: '', email: '' }
const ada = { first_name: 'Ada', last_name: 'Lovelace', phone: '', email: 'ada@example.com' }

describe('kiosk checkout contact', () => {
  it('reads the setting, unknown as none', () => {
    expect(anonymityOf('required')).toBe('required')
    expect(anonymityOf('allowed')).toBe('allowed')
    expect(anonymityOf('none')).toBe('none')
    expect(anonymityOf('')).toBe('none')
    expect(anonymityOf(undefined)).toBe('none')
  })

  it('asks no fields when anonymity is required, optional ones when allowed', () => {
    expect(contactFields('required')).toEqual([])
    expect(contactFields('allowed').map((f) => [f.name, f.required])).toEqual([
      ['first_name', false],
      ['last_name', false],
      ['phone', false],
      ['email', false],
    ])
    expect(contactFields('none').filter((f) => f.required).map((f) => f.name)).toEqual(['first_name', 'last_name'])
  })

  it('needs a name and a phone or an e-mail when anonymity is none', () => {
    expect(contactProblems('allowed', empty)).toEqual({})
    expect(contactProblems('required', empty)).toEqual({})
    expect(contactProblems('none', ada)).toEqual({})
    expect(contactProblems('none', { ...ada, email: '', phone: '415 555 0100' })).toEqual({})
    expect(contactProblems('none', empty)).toEqual({
      first_name: 'Please fill out this field.',
      last_name: 'Please fill out this field.',
      phone: MSG_PHONE_OR_EMAIL,
      email: MSG_PHONE_OR_EMAIL,
    })
  })

  it('sends nothing when anonymity is required', () => {
    expect(contactBody('required', ada)).toEqual(empty)
    expect(contactBody('allowed', { ...ada, first_name: ' Ada ' }).first_name).toBe('Ada')
  })
})
