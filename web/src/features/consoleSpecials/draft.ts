// The special editor's draft: the common fields as the form holds them
// (text, as typed), the checks the form makes before it sends, and the
// bodies it sends: a new special, an edit over the special as it was read
// (so the fields the form does not show, its rules and tiers, are kept),
// and the draft the preview prices.

import type { Validations } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import type { NewSpecial, Special, SpecialEdit } from './api'

export type SpecialType = Special['special_type']
export type DiscountType = Special['discount_type']
type Fields = Omit<NewSpecial, never>

/** The types a store makes in this form; a bulk or bundle special made elsewhere keeps its type when edited. */
export const STORE_TYPES: readonly SpecialType[] = ['product', 'cart_total', 'promo_code', 'group']
export const USER_GROUPS = ['seniors', 'veterans', 'students', 'medical'] as const
/** The app modes a special may be kept out of, as the shopper's apps are named. */
export const APP_MODES: readonly { id: string; label: string }[] = [
  { id: 'default', label: 'The storefront' },
  { id: 'kiosk', label: 'The in-store kiosk' },
  { id: 'embedded', label: 'Menus embedded on other sites' },
]

export interface Draft {
  title: string
  type: SpecialType
  discountType: DiscountType
  /** The discount as typed: a percentage, or dollars for an amount off or a price to sell at. */
  discount: string
  /** datetime-local values, in the device's zone; "" for no bound. */
  start: string
  end: string
  promoCode: string
  userGroup: string
  on: boolean
  excludedModes: string[]
}

export const MSG_TITLE = 'Please give the special a title.'
export const MSG_PERCENT = 'Please give a percentage between 0 and 100.'
export const MSG_DOLLARS = 'Please give an amount in dollars, as 5 or 5.50.'
export const MSG_ENDS = 'The end must come after the start.'
export const MSG_CODE = 'Please give the code shoppers will enter.'
export const MSG_GROUP = 'Please choose the group the special is for.'
export const MAX_TITLE = 120

/** The form's field for each discount type, named as the server names it. */
export function discountField(t: DiscountType): 'discount_percent' | 'discount_dollar_amount' | 'discount_target_price' {
  return t === 'percent' ? 'discount_percent' : t === 'dollar_amount' ? 'discount_dollar_amount' : 'discount_target_price'
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a datetime-local input holds it, in the device's zone. */
export function localOf(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local value as an instant; null for none. */
export function instantOf(local: string): string | null {
  if (!local) return null
  const d = new Date(local)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

function discountText(s: Special): string {
  if (s.discount_type === 'percent') return String(s.discount_percent)
  return (s.discount_type === 'dollar_amount' ? s.discount_dollar_amount : s.discount_target_price).toFixed(2)
}

export function blankDraft(): Draft {
  return { title: '', type: 'product', discountType: 'percent', discount: '', start: '', end: '', promoCode: '', userGroup: '', on: true, excludedModes: [] }
}

export function draftOf(s: Special): Draft {
  return {
    title: s.title,
    type: s.special_type,
    discountType: s.discount_type,
    discount: discountText(s),
    start: localOf(s.start_time),
    end: localOf(s.end_time),
    promoCode: s.promo_code,
    userGroup: s.user_group,
    on: s.active && s.enabled,
    excludedModes: s.excluded_app_modes,
  }
}

/** Dollars as typed: 5, 5.5 or 5.50; undefined when not. */
export function parseDollars(text: string): number | undefined {
  const t = text.trim().replace(/^\$/, '')
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : undefined
}

/** A whole or decimal percentage from 0 to 100; undefined when not. */
export function parsePercent(text: string): number | undefined {
  const t = text.trim().replace(/%$/, '')
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined
  const n = Number(t)
  return n <= 100 ? n : undefined
}

/** What the form refuses before sending, by the server's field names. */
export function checkDraft(d: Draft): Validations {
  const v: Validations = {}
  if (d.title.trim() === '') v.title = [MSG_TITLE]
  const field = discountField(d.discountType)
  if (d.discountType === 'percent' ? parsePercent(d.discount) === undefined : parseDollars(d.discount) === undefined) {
    v[field] = [d.discountType === 'percent' ? MSG_PERCENT : MSG_DOLLARS]
  }
  const start = instantOf(d.start)
  const end = instantOf(d.end)
  if (start && end && end <= start) v.end_time = [MSG_ENDS]
  if (d.type === 'promo_code' && d.promoCode.trim() === '') v.promo_code = [MSG_CODE]
  if (d.type === 'group' && d.userGroup === '') v.user_group = [MSG_GROUP]
  return v
}

/** The menu's badge for a discount: "20% off", "$5.00 off", "$30.00". */
export function labelOf(t: DiscountType, amount: number): string {
  if (t === 'percent') return `${amount}% off`
  return t === 'dollar_amount' ? `${formatMoney(amount)} off` : formatMoney(amount)
}

/** The draft's fields as the server takes them, over base (the special as read, or nothing for a new one). */
export function fieldsOf(d: Draft, base?: Special): Fields {
  const amount = (d.discountType === 'percent' ? parsePercent(d.discount) : parseDollars(d.discount)) ?? 0
  // A badge the store wrote itself is kept; one that said the old discount says the new.
  const oldLabel = base ? labelOf(base.discount_type, base.discount_type === 'percent' ? base.discount_percent : base.discount_type === 'dollar_amount' ? base.discount_dollar_amount : base.discount_target_price) : ''
  const label = base && base.discount_label !== '' && base.discount_label !== oldLabel ? base.discount_label : labelOf(d.discountType, amount)
  const kept: Partial<Fields> = base
    ? {
        description: base.description,
        terms: base.terms,
        photo: base.photo,
        stackable: base.stackable,
        applicable_weights: base.applicable_weights,
        bulk_tiers: base.bulk_tiers,
        gold_discount_percent: base.gold_discount_percent,
        minimum_subtotal: base.minimum_subtotal,
        rules: base.rules as Fields['rules'],
      }
    : {}
  return {
    ...kept,
    title: d.title.trim(),
    special_type: d.type,
    discount_type: d.discountType,
    discount_percent: d.discountType === 'percent' ? amount : (base?.discount_percent ?? 0),
    discount_dollar_amount: d.discountType === 'dollar_amount' ? amount : (base?.discount_dollar_amount ?? 0),
    discount_target_price: d.discountType === 'target_price' ? amount : (base?.discount_target_price ?? 0),
    discount_label: label,
    start_time: instantOf(d.start),
    end_time: instantOf(d.end),
    promo_code: d.type === 'promo_code' ? d.promoCode.trim() : '',
    user_group: d.type === 'group' ? d.userGroup : '',
    excluded_app_modes: d.excludedModes,
    active: d.on,
    enabled: d.on,
  }
}

export function editOf(d: Draft, base: Special): SpecialEdit {
  return { ...fieldsOf(d, base), version: base.version }
}

/** The fields the form shows, by the server's names: a refusal of others is one message above the form. */
export const FORM_FIELDS = [
  'title',
  'special_type',
  'discount_type',
  'discount_percent',
  'discount_dollar_amount',
  'discount_target_price',
  'start_time',
  'end_time',
  'promo_code',
  'user_group',
  'excluded_app_modes',
]
