// Pure helpers of the checkout's slot screen: which modes a store offers,
// its schedule state in words, and windows grouped and labelled by day, all
// in the store's time zone (spec sections 3, 4 and 9).

import { dateFormat } from '../../lib/intl'
import type { CheckoutStore, ModeSchedule, ReservationMode, SlotWindow } from './api'

// The store's zone as an IANA id lives in lib/, shared with the store console.
export { zoneId } from '../../lib/timeZones'

/**
 * The modes the shopper may choose, in display order: the store's
 * reservation_modes when the server lists them, else worked out from its
 * flags. Curbside per the store's curbside_pickup_setting: mandatory hides
 * plain pickup, not_allowed (or none) hides curbside. Kiosk belongs to the
 * kiosk app mode only, which this build does not serve.
 */
export function offeredModes(
  store: Pick<CheckoutStore, 'pickup' | 'delivery' | 'curbside'> & Partial<Pick<CheckoutStore, 'curbside_pickup_setting' | 'reservation_modes'>>,
): ReservationMode[] {
  const order: ReservationMode[] = ['pickup', 'curbside', 'delivery']
  if (store.reservation_modes) return order.filter((m) => store.reservation_modes?.includes(m))
  const setting = store.curbside_pickup_setting
  const modes: ReservationMode[] = []
  if (store.pickup && setting !== 'mandatory') modes.push('pickup')
  if (store.curbside && (setting === 'allowed' || setting === 'mandatory')) modes.push('curbside')
  if (store.delivery) modes.push('delivery')
  return modes
}

export const MODE_LABELS: Record<ReservationMode, string> = {
  pickup: 'Pickup',
  curbside: 'Curbside pickup',
  delivery: 'Delivery',
  kiosk: 'Kiosk',
}

export const PAYMENT_LABELS: Record<string, string> = { cash: 'Cash', debit: 'Debit card', credit: 'Credit card' }

/** The payment options of a mode; a store that names none takes cash. */
export function paymentOptions(store: CheckoutStore, mode: ReservationMode): string[] {
  const byMode: Record<string, string[] | undefined> = {
    pickup: store.pickup_payment_options,
    delivery: store.delivery_payment_options,
    curbside: store.curbside_payment_options,
  }
  const list = byMode[mode] ?? []
  return list.length > 0 ? list : ['cash']
}

/** YYYY-MM-DD of an instant in a zone. */
export function dateKey(at: Date, zone: string): string {
  return dateFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

function nextKey(key: string): string {
  const d = new Date(`${key}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** Today, Tomorrow, else the weekday and date ("Thu, Nov 26") of a YYYY-MM-DD day. */
export function dayLabel(key: string, now: Date, zone: string): string {
  const today = dateKey(now, zone)
  if (key === today) return 'Today'
  if (key === nextKey(today)) return 'Tomorrow'
  return dateFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${key}T12:00:00Z`))
}

/** A clock time in the zone, "9:30 AM", with plain spaces. */
export function clock(at: Date | string, zone: string): string {
  return dateFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(at)).replace(/\s/g, ' ')
}

/** "12:00 PM – 1:00 PM" */
export function windowLabel(w: { start: string; end: string }, zone: string): string {
  return `${clock(w.start, zone)} – ${clock(w.end, zone)}`
}

export interface WindowDay {
  /** YYYY-MM-DD in the store's zone. */
  date: string
  label: string
  windows: SlotWindow[]
}

/**
 * Windows grouped by the store's local day, in time order, days in order;
 * windows already over at now are dropped. The server groups them too; the
 * client groups again so a day is always the store's, whatever the browser's zone.
 */
export function groupWindows(windows: SlotWindow[], zone: string, now: Date): WindowDay[] {
  const days = new Map<string, SlotWindow[]>()
  const sorted = windows.filter((w) => new Date(w.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const w of sorted) {
    const key = dateKey(new Date(w.start), zone)
    const list = days.get(key)
    if (list) list.push(w)
    else days.set(key, [w])
  }
  return [...days].map(([date, list]) => ({ date, label: dayLabel(date, now, zone), windows: list }))
}

/** "today", "tomorrow" or "Thu, Nov 26" for a moment, as part of a sentence. */
function whenDay(at: Date, now: Date, zone: string): string {
  const label = dayLabel(dateKey(at, zone), now, zone)
  return label === 'Today' || label === 'Tomorrow' ? label.toLowerCase() : label
}

/** A mode's schedule state in words (spec section 4: open, nearly open, closed, always closed). */
export function scheduleText(s: Pick<ModeSchedule, 'state' | 'opens_at' | 'closes_at'> | undefined, zone: string, now: Date): string {
  if (!s) return ''
  switch (s.state) {
    case 'open':
      return s.closes_at ? `Open until ${clock(s.closes_at, zone)}` : 'Open'
    case 'nearly_open':
      return s.opens_at ? `Opens soon, at ${clock(s.opens_at, zone)}` : 'Opens soon'
    case 'closed':
      return s.opens_at ? `Closed now · opens ${whenDay(new Date(s.opens_at), now, zone)} at ${clock(s.opens_at, zone)}` : 'Closed now'
    case 'always_closed':
      return 'Not available this week'
  }
}

/**
 * The window to keep when the offered windows change (a delivery zone's lead
 * time, say): the chosen one while it is still offered and has room, else the
 * first such window that starts after it, else as soon as possible.
 */
export function keepWindow(
  when: 'asap' | string,
  windows: (Pick<SlotWindow, 'start' | 'end'> & Partial<Pick<SlotWindow, 'available'>>)[],
  now: Date,
): 'asap' | string {
  if (when === 'asap') return when
  const chosen = Date.parse(when)
  const open = windows
    .filter((w) => w.available !== false && new Date(w.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  if (open.some((w) => Date.parse(w.start) === chosen)) return when
  return open.find((w) => Date.parse(w.start) > chosen)?.start ?? 'asap'
}

/** How the bag speaks of its reservation mode: what it is reserved for, and when the shopper pays. */
export function modeWording(mode: string): { reservedFor: string; pay: string } {
  switch (mode) {
    case 'delivery':
      return { reservedFor: 'for delivery', pay: 'You pay when your order is delivered.' }
    case 'curbside':
      return { reservedFor: 'for curbside pickup', pay: 'You pay when the store brings your order to your car.' }
    case 'kiosk':
      return { reservedFor: 'at the kiosk', pay: 'You pay when you collect your order.' }
    default:
      return { reservedFor: 'for pickup', pay: 'You pay when you pick up.' }
  }
}
