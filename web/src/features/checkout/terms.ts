// A store's terms for each way of getting an order, worked out before the
// checkout from what the store publishes (GET /stores/{id}) and the bag's
// subtotal: the minimum (the mode's, or for delivery the address's zone's
// when larger), the delivery fee, the subtotal that makes delivery free,
// and how much the bag is short. The server's rules (internal/checkout
// CheckMinimum, internal/cart price) decide at checkout; these only tell the
// shopper first. Amounts are dollars on the wire and worked in whole cents
// here.

import { formatMoney } from '../../lib/money'
import type { CheckoutStore, DeliveryAddress, ReservationMode } from './api'
import { deliveryZone, usesCoordinates } from './delivery'
import { MODE_LABELS, offeredModes } from './slots'

type TermsStore = Pick<CheckoutStore, 'name' | 'pickup' | 'delivery' | 'curbside' | 'fulfillment' | 'delivery_zones' | 'delivery_fee_amount' | 'lat' | 'long'> &
  Partial<Pick<CheckoutStore, 'curbside_pickup_setting' | 'reservation_modes'>>

export interface ModeTerms {
  mode: ReservationMode
  /** The least the bag (after discounts) must come to, in dollars; with `varies`, the smallest of the delivery zones'. */
  minimum: number
  /** The delivery minimum or fee depends on the address, which the bag does not know yet. */
  varies: boolean
  /** Delivery's fee in dollars: the lowest and highest of the zones it may be (equal once the zone is known). */
  fee?: { low: number; high: number }
  /** The subtotal from which delivery is free, in dollars. */
  freeFrom?: number
  /** With `varies`, the name of the delivery zone with the smallest minimum, which `missing` is counted for. */
  nearest?: string
  /** How much the bag is short of the minimum, in dollars; 0 when it meets it. */
  missing: number
  /** How much the bag is short of free delivery, in dollars; 0 when delivery is free or never is. */
  missingForFree: number
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100)
const dollars = (c: number) => c / 100

/**
 * The terms of each mode the store offers, in its display order. With a
 * delivery address whose zone is known, delivery's minimum and fee are that
 * zone's; without one, the smallest minimum and the range of fees of the
 * store's zones (a store without zones charges its one delivery fee).
 */
export function modeTerms(store: TermsStore, subtotal: number, address?: Partial<DeliveryAddress> | null): ModeTerms[] {
  const have = cents(subtotal)
  return offeredModes(store).map((mode) => {
    const own = cents(store.fulfillment?.[mode as 'pickup' | 'curbside' | 'delivery']?.minimum)
    if (mode !== 'delivery') return { mode, minimum: dollars(own), varies: false, missing: dollars(Math.max(0, own - have)), missingForFree: 0 }
    const zones = store.delivery_zones ?? []
    const zone = address?.zipcode || address?.lat !== undefined ? deliveryZone(store, { zipcode: address?.zipcode ?? '', lat: address?.lat, lng: address?.lng }) : undefined
    const candidates = zone ? [zone] : zones
    let minimum = own
    let low = cents(store.delivery_fee_amount)
    let high = low
    let nearest: string | undefined
    if (candidates.length > 0) {
      const easiest = candidates.reduce((a, b) => (cents(b.min_amount) < cents(a.min_amount) ? b : a))
      nearest = easiest.name
      minimum = Math.max(own, cents(easiest.min_amount))
      low = Math.min(...candidates.map((z) => cents(z.fee)))
      high = Math.max(...candidates.map((z) => cents(z.fee)))
    }
    const varies = !zone && new Set(candidates.map((z) => `${Math.max(own, cents(z.min_amount))}/${cents(z.fee)}`)).size > 1
    const free = cents(store.fulfillment?.free_delivery_minimum)
    return {
      mode,
      minimum: dollars(minimum),
      varies,
      ...(varies && nearest ? { nearest } : {}),
      fee: { low: dollars(low), high: dollars(high) },
      freeFrom: free > 0 ? dollars(free) : undefined,
      missing: dollars(Math.max(0, minimum - have)),
      missingForFree: free > 0 && high > 0 ? dollars(Math.max(0, free - have)) : 0,
    }
  })
}

const money = (d: number) => formatMoney(d, { dropWholeDecimals: true })

/** A mode's terms in a sentence: "Delivery: $50 minimum, $5 fee, free from $100." */
export function termsSentence(t: ModeTerms): string {
  const parts: string[] = []
  parts.push(t.minimum > 0 ? `${t.varies ? 'from ' : ''}${money(t.minimum)} minimum` : 'no minimum')
  if (t.fee) {
    const fee = t.fee.high === 0 ? 'no fee' : t.fee.low === t.fee.high ? `${money(t.fee.high)} fee` : `${money(t.fee.low)}–${money(t.fee.high)} fee by area`
    parts.push(fee)
    if (t.freeFrom !== undefined && t.fee.high > 0) parts.push(`free from ${money(t.freeFrom)}`)
  }
  return `${MODE_LABELS[t.mode]}: ${parts.join(', ')}.`
}

/** What the bag still needs for a mode, or undefined when it has it: "Add $12.50 more for delivery." */
export function missingSentence(t: ModeTerms): string | undefined {
  if (t.missing > 0) return `Add ${formatMoney(t.missing)} more for ${MODE_LABELS[t.mode].toLowerCase()}${t.nearest ? ` to ${t.nearest}` : ''}.`
  if (t.missingForFree > 0) return `Add ${formatMoney(t.missingForFree)} more for free delivery.`
  return undefined
}

/**
 * Where a store delivers, in a sentence instead of its list of ZIP codes:
 * "Delivers to 25 ZIP codes and around the store by location."
 */
export function deliveryAreaSentence(store: Pick<CheckoutStore, 'delivery_zones'>): string | undefined {
  const zips = new Set((store.delivery_zones ?? []).flatMap((z) => z.zipcodes ?? []))
  const byLocation = usesCoordinates(store)
  if (zips.size === 0 && !byLocation) return undefined
  const zipPart = zips.size === 1 ? 'one ZIP code' : `${zips.size} ZIP codes`
  if (zips.size === 0) return 'Delivers around the store: the area is found by location.'
  return `Delivers to ${zipPart}${byLocation ? ' and around the store by location' : ''}: enter your address to check yours.`
}

/**
 * The answer to "do you deliver to this ZIP code?" in a sentence, with the
 * terms there: "Green Leaf delivers to 94103: $50 minimum, $5 fee." A store
 * whose area is partly found by location may still deliver to a ZIP code it
 * does not list, so that answer says so.
 */
export function zipAnswer(store: TermsStore, zip: string, subtotal: number): { delivers: boolean; text: string } {
  const z = zip.trim()
  const zone = deliveryZone(store, { zipcode: z })
  if (zone) {
    const t = modeTerms(store, subtotal, { zipcode: z }).find((m) => m.mode === 'delivery')
    const terms = t ? termsSentence(t).replace(/^Delivery: /, '') : ''
    return { delivers: true, text: `${store.name} delivers to ${z}: ${terms}`.replace(/: $/, '.') }
  }
  if (usesCoordinates(store)) {
    return {
      delivers: false,
      text: `${store.name} does not list ${z} among its delivery ZIP codes. Part of its area is found by location: the checkout can check your address with your location.`,
    }
  }
  const pickup = offeredModes(store).some((m) => m === 'pickup' || m === 'curbside')
  return { delivers: false, text: `${store.name} does not deliver to ${z}.${pickup ? ' You can pick up your order instead.' : ''}` }
}
