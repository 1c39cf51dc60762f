import { describe, expect, it } from 'vitest'
import { defaultCheckoutError, MSG_RESIDENT, validate } from './GuestCheckout'

const contact = { first_name: 'Ada', last_name: 'Lovelace', phone: '312-555-0100', email: 'ada@example.com', birth_date: '1990-04-20' }
const noAddress = { street: '', city: '', state_code: '', zipcode: '' }

describe('validate', () => {
  it('asks for the residency answer only where the store asks the question', () => {
    expect(validate(contact, 'pickup', noAddress, '')).toEqual({ resident: [MSG_RESIDENT] })
    expect(validate(contact, 'pickup', noAddress, 'no')).toEqual({})
    expect(validate(contact, 'pickup', noAddress, 'yes')).toEqual({})
    expect(validate(contact, 'pickup', noAddress)).toEqual({})
  })
  it('wants the whole address for a delivery', () => {
    expect(Object.keys(validate(contact, 'delivery', { ...noAddress, street: '1 Main St' })).sort()).toEqual([
      'delivery_address.city',
      'delivery_address.state_code',
      'delivery_address.zipcode',
    ])
  })
})

describe('defaultCheckoutError', () => {
  it('names the support address (spec section 8)', () => {
    expect(defaultCheckoutError('help@pistil.example')).toBe(
      'Something went wrong, please try again. If the problem persists, please contact us at help@pistil.example',
    )
  })
})
