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

function offWords(d: Pick<Special, 'discount_type' | 'discount_percent' | 'discount_dollar_amount' | 'discount_target_price'>): string {
  if (d.discount_type === 'percent') return `${d.discount_percent}% off`
  if (d.discount_type === 'dollar_amount') return `${formatMoney(d.discount_dollar_amount)} off`
  return `Sells at ${formatMoney(d.discount_target_price)}`
}

/**
 * What a special takes off, as the list says it: a bulk special's tiers
 * ("10% off from 14 g; 15% off from 28 g"), a bundle's discounted units
 * ("Cheapest 1 of 3: 100% off"), or the one discount.
 */
export function discountWords(s: Special): string {
  if (s.special_type === 'bulk' && s.bulk_tiers.length > 0) {
    return s.bulk_tiers
      .map((t) => {
        const at = t.min_grams ? `${t.min_grams} g` : `${t.min_items ?? 0} items`
        const off = offWords({ discount_type: s.discount_type, discount_percent: t.discount_percent ?? 0, discount_dollar_amount: t.discount_dollar_amount ?? 0, discount_target_price: t.discount_target_price ?? 0 })
        return `${off} from ${at}`
      })
      .join('; ')
  }
  const bundle = s.special_type === 'bundle' ? s.rules.settings : undefined
  if (bundle?.discounted_units === 'cheapest' && bundle.threshold_number_of_items_in_cart) {
    return `Cheapest ${bundle.max_number_of_discounted_products ?? 1} of ${bundle.threshold_number_of_items_in_cart}: ${offWords(s)}`
  }
  return offWords(s)
}

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

/** "From Jun 1, 2026, 9:00 AM to …", "Until …", "No end". */
export function scheduleWords(s: Pick<Special, 'start_time' | 'end_time'>): string {
  if (s.start_time && s.end_time) return `${when(s.start_time)} to ${when(s.end_time)}`
  if (s.start_time) return `From ${when(s.start_time)}, no end`
  if (s.end_time) return `Until ${when(s.end_time)}`
  return 'No dates set'
}
