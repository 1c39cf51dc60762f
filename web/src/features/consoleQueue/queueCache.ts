// How one changed reservation changes a page of the queue the browser
// holds (ADR 0022, section 4): pure, so the live stream and the answers of
// the console's own moves update the list the same way, and the rules are
// tested without a server. A page is the list answer of one set of filters
// (filters.ts); a change is the reservation's queue row as of the change.

import { dateFormat } from '../../lib/intl'
import { zoneId } from '../../lib/timeZones'
import type { Answer, Schema } from '../../lib/wire'
import type { QueueFilters } from './filters'
import { tabOf } from './filters'
import { isFinal } from './words'

export type QueueRow = Schema<'BusinessReservation'>
export type QueuePage = Answer<'/api/v1/business/stores/{storeId}/reservations', 'get'>
export type StatusCounts = Schema<'StatusCounts'>

/**
 * What a page should become: unchanged, this page, or fetched again (when
 * the browser cannot know: a search it cannot run, a row it never saw
 * before, a page past the first).
 */
export type Outcome = { kind: 'same' } | { kind: 'set'; page: QueuePage } | { kind: 'refetch' }

/** The statuses in the order a reservation goes through them: a later one is newer news of the same reservation. */
const ORDER = ['pending', 'verification', 'preparing', 'ready_for_pickup', 'delivery_started', 'delivery_finished', 'finished', 'cancelled']

/** How far along a status is (an unknown one, first). */
export function statusRank(status: string): number {
  return ORDER.indexOf(status)
}

/** A day of the store's zone, YYYY-MM-DD, of an instant. */
export function storeDay(at: Date | string, zone: string): string {
  return dateFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at))
}

/** The instant a reservation is due: its window's start, or when it was placed when it has no window. */
function due(row: QueueRow): number {
  return Date.parse(row.window_start ?? row.created_at)
}

/**
 * The server's order of the queue (storage's queueOrder): the ones still
 * to fill first, the one due soonest at the top (then the lower number);
 * then finished and cancelled ones, the newest first.
 */
export function compareRows(a: QueueRow, b: QueueRow): number {
  const fa = isFinal(a.status) ? 1 : 0
  const fb = isFinal(b.status) ? 1 : 0
  if (fa !== fb) return fa - fb
  if (fa === 1) return b.id - a.id
  return due(a) - due(b) || a.id - b.id
}

/**
 * Whether the filters other than the tab (mode, day, search) pick a row:
 * true, false, or undefined when only the server can tell (a search, for
 * a row this page does not list).
 */
function othersPick(row: QueueRow, f: QueueFilters, zone: string, now: Date, listed: boolean): boolean | undefined {
  if (f.mode && row.reservation_mode !== f.mode) return false
  if (f.today && storeDay(row.window_start ?? row.created_at, zone) !== storeDay(now, zone)) return false
  if (f.q) return listed ? true : undefined
  return true
}

function count(counts: StatusCounts, status: string, by: 1 | -1): StatusCounts {
  const out = { ...counts, all: counts.all + by }
  if (Object.hasOwn(out, status) && status !== 'all' && status !== 'active') out[status as keyof StatusCounts] += by
  if (!isFinal(status)) out.active += by
  return out
}

/**
 * Applies row, a reservation as of a change, to page, read with filters f.
 * prior is the reservation before the change as the browser knew it
 * elsewhere: a row, null for a reservation new to the store, undefined
 * when it is unknown; the page's own row comes first. eventId is the live
 * event's id, undefined for the answer of the console's own move: a page
 * read after the event (its last_event_id is as high) holds it already.
 */
export function applyRow(page: QueuePage, f: QueueFilters, row: QueueRow, prior: QueueRow | null | undefined, now: Date, eventId?: number): Outcome {
  if (eventId !== undefined && eventId <= page.last_event_id) return { kind: 'same' }
  const zone = zoneId(page.time_zone_identifier)
  const at = page.reservations.findIndex((r) => r.id === row.id)
  const listed = at >= 0
  const before = listed ? page.reservations[at] : prior
  if (before === undefined) return { kind: 'refetch' }
  const wasIn = before === null ? false : othersPick(before, f, zone, now, listed)
  const isIn = othersPick(row, f, zone, now, listed)
  if (wasIn === undefined || isIn === undefined) return { kind: 'refetch' }

  let counts = page.counts
  if (wasIn && before) counts = count(counts, before.status, -1)
  if (isIn) counts = count(counts, row.status, 1)
  const shown = isIn && tabOf(f).statuses.includes(row.status)
  if (!listed && !shown) return counts === page.counts ? { kind: 'same' } : { kind: 'set', page: { ...page, counts } }

  const more = page.total > page.page * page.per_page
  // Past the first page, or taking a row off a page that others follow: which rows move between pages is the server's to say.
  if (listed !== shown && (page.page > 1 || (listed && more))) return { kind: 'refetch' }
  let rows = page.reservations.filter((r) => r.id !== row.id)
  let total = page.total - (listed ? 1 : 0)
  if (shown) {
    total += 1
    const place = rows.findIndex((r) => compareRows(row, r) < 0)
    if (place >= 0) rows = [...rows.slice(0, place), row, ...rows.slice(place)]
    // Last on a page that others follow: it belongs to a later page.
    else if (!more || listed) rows = [...rows, row]
    if (rows.length > page.per_page) rows = rows.slice(0, page.per_page)
  }
  return { kind: 'set', page: { ...page, reservations: rows, total, counts } }
}

/** The queue row of a reservation's detail: the fields the list shows. */
export function rowOf(r: QueueRow): QueueRow {
  return {
    id: r.id,
    uuid: r.uuid,
    status: r.status,
    reservation_mode: r.reservation_mode,
    window_start: r.window_start,
    window_end: r.window_end,
    asap: r.asap,
    shopper_name: r.shopper_name,
    item_count: r.item_count,
    order_total: r.order_total,
    arrived_at: r.arrived_at,
    curbside_spot: r.curbside_spot,
    next_statuses: r.next_statuses,
    created_at: r.created_at,
    status_changed_at: r.status_changed_at,
  }
}
