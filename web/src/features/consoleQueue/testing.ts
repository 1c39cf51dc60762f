// For this feature's tests: reservations of one store (Golden Gate
// Greenhouse, id 1, in America/Los_Angeles) at a pinned instant, the pages
// the queue's list call answers, and a fake EventSource the tests drive.

import type { ReservationDetail } from './api'
import type { QueuePage, QueueRow, StatusCounts } from './queueCache'

/** The instant the tests run at: Saturday 28 November 2026, 1:00 PM at the store. */
export const NOW = new Date('2026-11-28T21:00:00Z')
export const ZONE = 'America/Los_Angeles'

/** A reservation as the queue lists it: #101, Ada Lovelace's pickup for 2:00 – 2:30 PM today, pending. */
export function row(over: Partial<QueueRow> = {}): QueueRow {
  return {
    id: 101,
    uuid: '0b7e3c52-6f0d-4a9e-9a43-3f1f5b1f2a01',
    status: 'pending',
    reservation_mode: 'pickup',
    window_start: '2026-11-28T22:00:00Z',
    window_end: '2026-11-28T22:30:00Z',
    asap: false,
    shopper_name: 'Ada Lovelace',
    item_count: 3,
    order_total: 45.5,
    arrived_at: null,
    curbside_spot: '',
    next_statuses: ['verification', 'cancelled'],
    created_at: '2026-11-28T20:00:00Z',
    status_changed_at: null,
    ...over,
  }
}

/** #102, Grace Hopper's curbside order for 1:30 – 2:00 PM, being prepared; she waits at spot 4. */
export const grace = row({
  id: 102,
  uuid: '0b7e3c52-6f0d-4a9e-9a43-3f1f5b1f2a02',
  status: 'preparing',
  reservation_mode: 'curbside',
  window_start: '2026-11-28T21:30:00Z',
  window_end: '2026-11-28T22:00:00Z',
  shopper_name: 'Grace Hopper',
  item_count: 1,
  order_total: 20,
  arrived_at: '2026-11-28T20:55:00Z',
  curbside_spot: '4',
  next_statuses: ['ready_for_pickup', 'cancelled'],
  created_at: '2026-11-28T19:00:00Z',
})

/** #103, Katherine Johnson's delivery as soon as possible, placed at 1:00 PM. */
export const katherine = row({
  id: 103,
  uuid: '0b7e3c52-6f0d-4a9e-9a43-3f1f5b1f2a03',
  reservation_mode: 'delivery',
  window_start: null,
  window_end: null,
  asap: true,
  shopper_name: 'Katherine Johnson',
  item_count: 2,
  order_total: 61.25,
  created_at: '2026-11-28T21:00:00Z',
})

export const ada = row()

export function counts(over: Partial<StatusCounts> = {}): StatusCounts {
  const c = {
    pending: 1,
    verification: 0,
    preparing: 1,
    ready_for_pickup: 0,
    delivery_started: 0,
    delivery_finished: 0,
    finished: 2,
    cancelled: 1,
    ...over,
  }
  const active = c.pending + c.verification + c.preparing + c.ready_for_pickup + c.delivery_started + c.delivery_finished
  return { ...c, active, all: active + c.finished + c.cancelled, ...over }
}

/** A page of the list answer: rows, their counts, as read when the store's newest event was 40. */
export function page(rows: QueueRow[], over: Partial<QueuePage> = {}): QueuePage {
  return {
    reservations: rows,
    total: rows.length,
    page: 1,
    per_page: 50,
    counts: counts(),
    last_event_id: 40,
    time_zone_identifier: ZONE,
    ...over,
  }
}

/** #101 as the store works it. */
export function detail(over: Partial<ReservationDetail> = {}): ReservationDetail {
  return {
    ...row(),
    cancelled_at: null,
    contact: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0101', birth_date: '1990-12-10' },
    customer_id: 7,
    delivery_address: null,
    delivery_finished_at: null,
    delivery_started_at: null,
    discounts: [{ special_id: 5, title: 'Flower Friday', special_type: 'product', category: 'product', amount: 4.5 }],
    document_photos: [{ slot: 'government_photo', content_type: 'image/jpeg', uploaded_at: '2026-11-01T10:00:00Z' }],
    events: [{ status: 'pending', actor: 'shopper', note: '', created_at: '2026-11-28T20:00:00Z' }],
    message: null,
    payment_method: 'cash',
    products: [
      {
        product_id: 11,
        name: 'Blue Dream',
        brand: 'Pacific Farms',
        kind: 'flower',
        price_id: 'eighth_ounce',
        weight_label: '3.5g',
        count: 2,
        unit_price: 20,
        line_total: 40,
      },
      { product_id: 12, name: 'Mint Gummies', brand: 'Sweet Leaf', kind: 'edible', price_id: 'each', weight_label: 'Each', count: 1, unit_price: 10, line_total: 10 },
    ],
    totals: {
      item_total: 50,
      all_discounts_total: 4.5,
      brand_discounts_total: 0,
      cart_discount_amount: 0,
      delivery_fee_amount: 0,
      discounted_subtotal: 45.5,
      group_discounts_total: 0,
      loyalty_discount_total: 0,
      order_total: 45.5,
      product_discounts_total: 4.5,
      rounding_amount: 0,
      sales_tax_amount: 0,
      sales_tax_rate: 0,
      service_fee_amount: 0,
      store_tax_amount: 0,
      store_taxes: [],
      tax_included: true,
      tip_amount: 0,
    },
    time_zone_identifier: ZONE,
    ...over,
  }
}

type Listener = (e: MessageEvent<string>) => void

/**
 * A stand-in for the browser's EventSource: it records every stream
 * opened, and a test makes the server's side happen (open, an event with
 * its id, an error, a refusal).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static opened: FakeEventSource[] = []

  readonly url: string
  readyState = FakeEventSource.CONNECTING
  private listeners = new Map<string, Listener[]>()

  constructor(url: string | URL) {
    this.url = String(url)
    FakeEventSource.opened.push(this)
  }

  /** The newest stream opened. */
  static get last(): FakeEventSource {
    const s = FakeEventSource.opened.at(-1)
    if (!s) throw new Error('no stream was opened')
    return s
  }

  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
  }

  removeEventListener(type: string, fn: Listener) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((f) => f !== fn))
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  private dispatch(type: string, init: MessageEventInit<string> = {}) {
    const e = new MessageEvent(type, init)
    for (const fn of this.listeners.get(type) ?? []) fn(e)
  }

  /** The server answered: the stream is open. */
  open() {
    this.readyState = FakeEventSource.OPEN
    this.dispatch('open')
  }

  /** An `event: reservation` with its `id:`. */
  reservation(id: number, type: string, reservation: QueueRow, storeId = 1) {
    this.dispatch('reservation', { data: JSON.stringify({ type, store_id: storeId, reservation }), lastEventId: String(id) })
  }

  /** An `event: reset`: the server cannot replay what was missed. */
  reset() {
    this.dispatch('reset', { data: '{}' })
  }

  /** The connection dropped (the browser will reconnect), or, refused, closed for good. */
  fail(refused = false) {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    this.dispatch('error')
  }
}
