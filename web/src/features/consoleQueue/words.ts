// The queue's words (ADR 0022, section 7): statuses, the tabs that group
// them, the next step a button takes, modes and identification photos, as
// the people at the counter say them.

import type { Schema } from '../../lib/wire'

import { modeName } from '../../components/console/modes'
import { statusName } from '../../components/console/statuses'

export { MODE_NAMES, modeName, type Mode } from '../../components/console/modes'
export type PhotoSlot = Schema<'BusinessDocumentPhoto'>['slot']

/** The button that moves a reservation to a status: its plain words. */
const STEP_NAMES: Record<string, string> = {
  verification: 'Confirm',
  preparing: 'Start preparing',
  ready_for_pickup: 'Mark ready',
  delivery_started: 'Out for delivery',
  delivery_finished: 'Delivered',
  finished: 'Finish',
}

/** The words of the button that moves a reservation on to status. */
export function stepName(status: string): string {
  return STEP_NAMES[status] ?? `Move to ${statusName(status).toLowerCase()}`
}

/** What the reservation is once moved, for the message that says it was: "Reservation #12 is confirmed." */
const MOVED_WORDS: Record<string, string> = {
  verification: 'confirmed',
  preparing: 'being prepared',
  ready_for_pickup: 'ready',
  delivery_started: 'out for delivery',
  delivery_finished: 'delivered',
  finished: 'finished',
  cancelled: 'cancelled',
}

export function movedWords(status: string): string {
  return MOVED_WORDS[status] ?? statusName(status).toLowerCase()
}

/**
 * The next step on a reservation's path among the statuses the server
 * offers (next_statuses), cancelling aside; undefined when there is none.
 */
export function nextStep(nextStatuses: readonly string[]): string | undefined {
  return nextStatuses.find((s) => s !== 'cancelled')
}

/** Whether the store may still cancel it. */
export function canCancel(nextStatuses: readonly string[]): boolean {
  return nextStatuses.includes('cancelled')
}

/** A tab of the queue: its key in the address (?status=), its name, and the statuses it shows. */
export interface Tab {
  key: string
  label: string
  /** The statuses the tab shows; the API's status filter is these joined, or "active". */
  statuses: readonly string[]
}

export const ACTIVE_STATUSES = ['pending', 'verification', 'preparing', 'ready_for_pickup', 'delivery_started', 'delivery_finished'] as const

export const TABS: readonly Tab[] = [
  { key: 'active', label: 'Active', statuses: ACTIVE_STATUSES },
  { key: 'pending', label: 'Pending', statuses: ['pending'] },
  { key: 'verification', label: 'Confirmed', statuses: ['verification'] },
  { key: 'preparing', label: 'Preparing', statuses: ['preparing'] },
  { key: 'ready_for_pickup', label: 'Ready', statuses: ['ready_for_pickup'] },
  { key: 'delivery_started', label: 'Out for delivery', statuses: ['delivery_started'] },
  { key: 'delivery_finished', label: 'Delivered', statuses: ['delivery_finished'] },
  { key: 'finished', label: 'Finished', statuses: ['finished'] },
  { key: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
]

/** Whether a status is final: nothing follows it. */
export function isFinal(status: string): boolean {
  return status === 'finished' || status === 'cancelled'
}

/** The identification photos, as the button that shows one names it. */
const PHOTO_NAMES: Record<PhotoSlot, string> = {
  government_photo: 'ID',
  mmj_card: 'medical card',
  mmj_card_back: 'back of the medical card',
  student_photo: 'student ID',
  veteran_photo: 'veteran ID',
}

export function photoName(slot: string): string {
  return PHOTO_NAMES[slot as PhotoSlot] ?? slot.replaceAll('_', ' ')
}

/** A shopper's name as an announcement says it: the first name and the last one's initial ("Ada L."). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return ''
  if (parts.length === 1) return parts[0]!
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`
}

/** "New reservation #123 from Ada L., pickup" (or, for an anonymous kiosk order, "New reservation #123, kiosk"). */
export function placedWords(row: { id: number; shopper_name: string; reservation_mode: string }): string {
  const who = shortName(row.shopper_name)
  return `New reservation #${row.id}${who ? ` from ${who}` : ''}, ${modeName(row.reservation_mode).toLowerCase()}`
}

/** "Ada L. has arrived at spot 4 (#123)". */
export function arrivedWords(row: { id: number; shopper_name: string; curbside_spot: string }): string {
  const who = shortName(row.shopper_name) || 'The shopper'
  return `${who} has arrived${row.curbside_spot ? ` at spot ${row.curbside_spot}` : ''} (#${row.id})`
}

export { statusName }
