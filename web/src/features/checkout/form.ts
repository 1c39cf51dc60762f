// The checkout form's state and its transitions (issue 21): pure, so the
// screen (app/routes/GuestCheckout.tsx) is a thin route over its parts and
// the rules are tested on their own (form.test.ts).
//
// Errors appear when a submit is refused (the client's checks, the
// server's validations) and, while a field shows one, follow its value:
// the error leaves as soon as the value passes the client's check, so the
// shopper sees at once that a field is fixed, never only on the next submit.

import type { Validations } from '../../lib/api'
import { looksLikeEmail, MSG_EMAIL, MSG_REQUIRED } from '../../lib/forms'
import type { Contact, DeliveryAddress, ReservationMode } from './api'

export const contactFields = ['first_name', 'last_name', 'phone', 'email', 'birth_date'] as const
export type ContactField = (typeof contactFields)[number]
export const addressFields = ['street', 'city', 'state_code', 'zipcode'] as const
export type AddressField = (typeof addressFields)[number]

export const MSG_RESIDENT = 'Please answer Yes or No.'
export const MSG_PHONE = 'Please enter a valid US phone number.'
export const MSG_ZIP = 'Please enter a 5-digit ZIP code.'

/**
 * Client checks mirror the server's, with the spec's messages; the server decides. resident is the answer to the
 * residency question, undefined where the store does not ask it, '' while unanswered.
 */
export function validate(values: Contact, mode: ReservationMode, address: DeliveryAddress, resident?: string): Validations {
  const v: Validations = {}
  for (const f of contactFields) if (values[f].trim() === '') v[f] = [MSG_REQUIRED]
  if (!v.email && !looksLikeEmail(values.email)) v.email = [MSG_EMAIL]
  const digits = values.phone.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, '')
  if (!v.phone && !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) v.phone = [MSG_PHONE]
  if (mode === 'delivery') {
    for (const f of addressFields) if (address[f].trim() === '') v[`delivery_address.${f}`] = [MSG_REQUIRED]
    if (!v['delivery_address.zipcode'] && !/^\d{5}(-\d{4})?$/.test(address.zipcode.trim())) {
      v['delivery_address.zipcode'] = [MSG_ZIP]
    }
  }
  if (resident === '') v.resident = [MSG_RESIDENT]
  return v
}

export function addressComplete(a: DeliveryAddress): boolean {
  return addressFields.every((f) => a[f].trim() !== '')
}

/** What the shopper has entered and chosen, and the errors shown. */
export interface CheckoutFormState {
  mode: ReservationMode
  values: Contact
  address: DeliveryAddress
  /** 'asap', or the start of the chosen window. */
  when: string
  /** Why the chosen window changed by itself, until the shopper chooses again. */
  windowNote?: string
  payment: string
  /** The curbside parking spot. */
  spot: string
  /** The residency answer: 'yes', 'no', or '' until answered. */
  resident: string
  /** Whether the store asks the residency question. */
  residencyAsked: boolean
  errors: Validations
}

export type CheckoutFormAction =
  | { type: 'contact'; field: ContactField; value: string }
  | { type: 'address'; field: AddressField; value: string }
  /** Another reservation mode; payments are the mode's payment options. */
  | { type: 'mode'; mode: ReservationMode; payments: string[] }
  | { type: 'when'; when: string }
  /** The windows changed under the chosen one: it moved to when, and note says so. */
  | { type: 'windowMoved'; when: string; note: string }
  | { type: 'payment'; payment: string }
  | { type: 'spot'; spot: string }
  | { type: 'resident'; resident: string }
  /** A submit: the errors the client's checks found (none lets it go on), or the server's answer. */
  | { type: 'errors'; errors: Validations }

/** The error keys a field's errors are shown under. */
function keysOf(action: { type: 'contact' | 'address'; field: string }): string[] {
  if (action.type === 'contact') return [action.field]
  // The zip code field also shows the server's word on the address as a whole.
  return action.field === 'zipcode' ? ['delivery_address.zipcode', 'delivery_address'] : [`delivery_address.${action.field}`]
}

/** errors without the given keys; the same object when it has none of them. */
function without(errors: Validations, ...keys: string[]): Validations {
  if (!keys.some((k) => k in errors)) return errors
  const next = { ...errors }
  for (const k of keys) delete next[k]
  return next
}

/** A field shown in error, after its value changed: its error follows the client's check, and leaves once it passes. */
function recheck(state: CheckoutFormState, keys: string[]): Validations {
  const shown = keys.filter((k) => k in state.errors)
  if (shown.length === 0) return state.errors
  const now = validate(state.values, state.mode, state.address)
  const next = { ...state.errors }
  for (const k of shown) {
    if (now[k]) next[k] = now[k]
    else delete next[k]
  }
  return next
}

export function checkoutFormReducer(state: CheckoutFormState, action: CheckoutFormAction): CheckoutFormState {
  switch (action.type) {
    case 'contact': {
      const next = { ...state, values: { ...state.values, [action.field]: action.value } }
      return { ...next, errors: recheck(next, keysOf(action)) }
    }
    case 'address': {
      const next = { ...state, address: { ...state.address, [action.field]: action.value } }
      return { ...next, errors: recheck(next, keysOf(action)) }
    }
    case 'mode':
      // Another mode asks other questions: the errors of the last submit no longer apply.
      return {
        ...state,
        mode: action.mode,
        when: 'asap',
        windowNote: undefined,
        payment: action.payments.includes(state.payment) ? state.payment : (action.payments[0] ?? 'cash'),
        errors: {},
      }
    case 'when':
      return { ...state, when: action.when, windowNote: undefined, errors: without(state.errors, 'reservation_start_window') }
    case 'windowMoved':
      return { ...state, when: action.when, windowNote: action.note }
    case 'payment':
      return { ...state, payment: action.payment, errors: without(state.errors, 'payment_method') }
    case 'spot':
      return { ...state, spot: action.spot, errors: without(state.errors, 'curbside_spot') }
    case 'resident':
      return { ...state, resident: action.resident, errors: action.resident === '' ? state.errors : without(state.errors, 'resident') }
    case 'errors':
      return { ...state, errors: action.errors }
  }
}

/** The client's checks of the form as it stands, for a submit. */
export function checkForm(state: CheckoutFormState): Validations {
  return validate(state.values, state.mode, state.address, state.residencyAsked ? state.resident : undefined)
}

/**
 * The form a checkout opens with. Each contact field takes the first filled
 * value of sources (the signed-in shopper's profile, a partner's prefill,
 * what was kept from an earlier visit, in that order); the mode is the one
 * kept, else the cart's, when the store offers it, else the store's first.
 */
export function initialCheckoutForm(o: {
  modes: ReservationMode[]
  keptMode?: string
  cartMode: string
  sources: Partial<Contact>[]
  keptAddress?: DeliveryAddress
  storeState: string
  payments: (mode: ReservationMode) => string[]
  residencyAsked: boolean
}): CheckoutFormState {
  const mode = [o.keptMode, o.cartMode].find((m): m is ReservationMode => o.modes.includes(m as ReservationMode)) ?? o.modes[0] ?? 'pickup'
  const pick = (f: ContactField) => o.sources.map((s) => s[f]).find((v) => typeof v === 'string' && v !== '') ?? ''
  return {
    mode,
    values: { first_name: pick('first_name'), last_name: pick('last_name'), phone: pick('phone'), email: pick('email'), birth_date: pick('birth_date') },
    address: o.keptAddress ?? { street: '', city: '', state_code: o.storeState.length === 2 ? o.storeState : '', zipcode: '' },
    when: 'asap',
    payment: o.payments(mode)[0] ?? 'cash',
    spot: '',
    // The residency question has no default: the shopper answers it.
    resident: '',
    residencyAsked: o.residencyAsked,
    errors: {},
  }
}
