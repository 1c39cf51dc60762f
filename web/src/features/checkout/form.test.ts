import { describe, expect, it } from 'vitest'
import { MSG_EMAIL, MSG_REQUIRED } from '../../lib/forms'
import {
  checkForm,
  checkoutFormReducer,
  initialCheckoutForm,
  MSG_PHONE,
  MSG_RESIDENT,
  MSG_ZIP,
  type CheckoutFormAction,
  type CheckoutFormState,
} from './form'

const empty: CheckoutFormState = {
  mode: 'pickup',
  values: { first_name: '', last_name: '', phone: '', email: '', birth_date: '' },
  address: { street: '', city: '', state_code: 'CA', zipcode: '' },
  when: 'asap',
  payment: 'cash',
  spot: '',
  resident: '',
  residencyAsked: false,
  errors: {},
}
const required = [MSG_REQUIRED]
// The state after a refused empty submit: every contact field in error.
const refused: CheckoutFormState = {
  ...empty,
  errors: { first_name: required, last_name: required, phone: required, email: required, birth_date: required },
}
const delivery: CheckoutFormState = {
  ...empty,
  mode: 'delivery',
  errors: { 'delivery_address.street': required, 'delivery_address.zipcode': required, delivery_address: ['Outside the delivery area.'] },
}

describe('checkoutFormReducer: errors leave as fields are fixed', () => {
  const cases: [string, CheckoutFormState, CheckoutFormAction, CheckoutFormState['errors']][] = [
    [
      'a filled field loses its error at once, the others keep theirs',
      refused,
      { type: 'contact', field: 'first_name', value: 'Ada' },
      { last_name: required, phone: required, email: required, birth_date: required },
    ],
    ['blanks are not a value', refused, { type: 'contact', field: 'first_name', value: '   ' }, refused.errors],
    [
      'an e-mail being typed shows what is still wrong with it',
      refused,
      { type: 'contact', field: 'email', value: 'ada@' },
      { ...refused.errors, email: [MSG_EMAIL] },
    ],
    [
      'a whole e-mail is fixed',
      { ...refused, errors: { email: [MSG_EMAIL] } },
      { type: 'contact', field: 'email', value: 'ada@example.com' },
      {},
    ],
    ['a short phone number is still wrong', { ...refused, errors: { phone: required } }, { type: 'contact', field: 'phone', value: '312555' }, { phone: [MSG_PHONE] }],
    ['a US phone number is fixed', { ...refused, errors: { phone: [MSG_PHONE] } }, { type: 'contact', field: 'phone', value: '(312) 555-0100' }, {}],
    // No error appears while the shopper types in a field that showed none: errors come with a submit.
    ['a field without an error gets none while typed in', { ...empty, errors: { last_name: required } }, { type: 'contact', field: 'email', value: 'x' }, { last_name: required }],
    [
      'the server’s word on a field leaves when it changes to a value the client accepts',
      { ...empty, errors: { birth_date: ['You must be 21 or older.'] } },
      { type: 'contact', field: 'birth_date', value: '1990-04-20' },
      {},
    ],
    [
      'a street is fixed; the zip code and the address as a whole keep theirs',
      delivery,
      { type: 'address', field: 'street', value: '1 Main St' },
      { 'delivery_address.zipcode': required, delivery_address: ['Outside the delivery area.'] },
    ],
    [
      'a partial zip code is still wrong; the address as a whole is another now',
      delivery,
      { type: 'address', field: 'zipcode', value: '941' },
      { 'delivery_address.street': required, 'delivery_address.zipcode': [MSG_ZIP] },
    ],
    ['a 5-digit zip code is fixed', delivery, { type: 'address', field: 'zipcode', value: '94110' }, { 'delivery_address.street': required }],
    ['an answer to the residency question', { ...empty, errors: { resident: [MSG_RESIDENT] } }, { type: 'resident', resident: 'no' }, {}],
    ['a payment chosen', { ...empty, errors: { payment_method: ['Not taken.'] } }, { type: 'payment', payment: 'debit' }, {}],
    ['a time chosen', { ...empty, errors: { reservation_start_window: ['Full.'] } }, { type: 'when', when: '2026-05-01T17:00:00Z' }, {}],
    ['a parking spot changed', { ...empty, errors: { curbside_spot: ['Too long.'] } }, { type: 'spot', spot: 'B4' }, {}],
    ['another mode clears the last submit’s errors', refused, { type: 'mode', mode: 'delivery', payments: ['cash'] }, {}],
    ['a submit’s errors replace the shown ones', refused, { type: 'errors', errors: { email: [MSG_EMAIL] } }, { email: [MSG_EMAIL] }],
  ]
  it.each(cases)('%s', (_, state, action, errors) => {
    expect(checkoutFormReducer(state, action).errors).toEqual(errors)
  })
})

describe('checkoutFormReducer: choices', () => {
  it('keeps the value typed', () => {
    const next = checkoutFormReducer(empty, { type: 'contact', field: 'last_name', value: 'Lovelace' })
    expect(next.values.last_name).toBe('Lovelace')
    expect(checkoutFormReducer(empty, { type: 'address', field: 'city', value: 'Oakland' }).address).toEqual({ ...empty.address, city: 'Oakland' })
  })
  it('starts another mode as soon as possible, with its payment when the chosen one is not taken', () => {
    const chosen = { ...empty, when: '2026-05-01T17:00:00Z', windowNote: 'moved', payment: 'debit' }
    expect(checkoutFormReducer(chosen, { type: 'mode', mode: 'delivery', payments: ['cash', 'credit'] })).toMatchObject({
      mode: 'delivery',
      when: 'asap',
      windowNote: undefined,
      payment: 'cash',
    })
    expect(checkoutFormReducer(chosen, { type: 'mode', mode: 'curbside', payments: ['credit', 'debit'] }).payment).toBe('debit')
    expect(checkoutFormReducer(chosen, { type: 'mode', mode: 'curbside', payments: [] }).payment).toBe('cash')
  })
  it('says why a window moved by itself until the shopper chooses one', () => {
    const moved = checkoutFormReducer(empty, { type: 'windowMoved', when: 'asap', note: 'no longer available' })
    expect([moved.when, moved.windowNote]).toEqual(['asap', 'no longer available'])
    expect(checkoutFormReducer(moved, { type: 'when', when: '2026-05-01T18:00:00Z' }).windowNote).toBeUndefined()
  })
})

describe('checkForm', () => {
  const filled = { ...empty, values: { first_name: 'Ada', last_name: 'Lovelace', phone: '312-555-0100', email: 'ada@example.com', birth_date: '1990-04-20' } }
  it('asks the residency answer only where the store asks the question', () => {
    expect(checkForm(filled)).toEqual({})
    expect(checkForm({ ...filled, residencyAsked: true })).toEqual({ resident: [MSG_RESIDENT] })
    expect(checkForm({ ...filled, residencyAsked: true, resident: 'yes' })).toEqual({})
  })
  it('finds every empty contact field', () => {
    expect(checkForm(empty)).toEqual(refused.errors)
  })
})

describe('initialCheckoutForm', () => {
  const base = {
    modes: ['pickup', 'delivery'] as ('pickup' | 'delivery')[],
    cartMode: 'delivery',
    sources: [],
    storeState: 'CA',
    payments: (m: string) => (m === 'delivery' ? ['debit', 'cash'] : ['cash']),
    residencyAsked: true,
  }
  it('opens on the kept mode, else the cart’s, when the store offers it', () => {
    expect(initialCheckoutForm({ ...base, keptMode: 'pickup' }).mode).toBe('pickup')
    expect(initialCheckoutForm({ ...base, keptMode: 'curbside' }).mode).toBe('delivery')
    expect(initialCheckoutForm({ ...base, cartMode: 'kiosk' }).mode).toBe('pickup')
    expect(initialCheckoutForm({ ...base, modes: [], cartMode: 'kiosk' }).mode).toBe('pickup')
  })
  it('takes each contact field from the first source that has it, and the mode’s first payment', () => {
    const form = initialCheckoutForm({ ...base, sources: [{ first_name: 'Ada', email: '' }, { email: 'kept@example.com', first_name: 'Old' }] })
    expect(form.values).toEqual({ first_name: 'Ada', last_name: '', phone: '', email: 'kept@example.com', birth_date: '' })
    expect(form.payment).toBe('debit')
    expect([form.resident, form.residencyAsked, form.when]).toEqual(['', true, 'asap'])
  })
  it('starts the address in the store’s state, or the kept address', () => {
    expect(initialCheckoutForm(base).address).toEqual({ street: '', city: '', state_code: 'CA', zipcode: '' })
    expect(initialCheckoutForm({ ...base, storeState: 'California' }).address.state_code).toBe('')
    const kept = { street: '1 Main St', city: 'Oakland', state_code: 'CA', zipcode: '94607' }
    expect(initialCheckoutForm({ ...base, keptAddress: kept }).address).toBe(kept)
  })
})
