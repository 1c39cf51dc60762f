// The specials' words: their types, states, discounts and schedules as
// the console says them.

import { formatMoney } from '../../lib/money'
import type { Special } from './api'
import type { DiscountType, SpecialType } from './draft'

const TYPES: Record<SpecialType, string> = {
  product: 'Product discount',
  bulk: 'Bulk discount',
  bundle: 'Bundle',
  cart_total: 'Whole bag',
  group: 'Group discount',
  promo_code: 'Promo code',
  buy_x_get_y: 'Buy X, get Y',
  buy_x_and_save: 'Buy X and save',
}

export const typeName = (t: SpecialType) => TYPES[t]

const STATES: Record<Special['status'], string> = { off: 'Off', scheduled: 'Scheduled', live: 'Live', ended: 'Ended' }
export const stateName = (s: Special['status']) => STATES[s]

export const DISCOUNT_TYPES: { id: DiscountType; label: string }[] = [
  { id: 'percent', label: 'Percent off' },
  { id: 'dollar_amount', label: 'Amount off' },
  { id: 'target_price', label: 'Sell at a price' },
]

export const GROUP_NAMES: Record<string, string> = { seniors: 'Seniors', veterans: 'Veterans', students: 'Students', medical: 'Medical patients' }

export function discountWords(s: Special): string {
  if (s.discount_type === 'percent') return `${s.discount_percent}% off`
  if (s.discount_type === 'dollar_amount') return `${formatMoney(s.discount_dollar_amount)} off`
  return `Sells at ${formatMoney(s.discount_target_price)}`
}

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

/** "From Jun 1, 2026, 9:00 AM to …", "Until …", "No end". */
export function scheduleWords(s: Pick<Special, 'start_time' | 'end_time'>): string {
  if (s.start_time && s.end_time) return `${when(s.start_time)} to ${when(s.end_time)}`
  if (s.start_time) return `From ${when(s.start_time)}, no end`
  if (s.end_time) return `Until ${when(s.end_time)}`
  return 'No dates set'
}
