import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Reservation, Store } from '../../lib/types'
import type { Answer, Schema } from '../../lib/wire'

/** How a reservation is fulfilled (kiosk only in the kiosk app mode, which this build does not serve). */
export type ReservationMode = 'pickup' | 'delivery' | 'curbside' | 'kiosk'

type Address = Schema<'Address'>

/**
 * A delivery address as the checkout form holds and sends it (spec section 3): the wire's address with its four
 * text fields filled in; lat and lng when the shopper's device knows them.
 */
export type DeliveryAddress = Required<Pick<Address, 'street' | 'city' | 'state_code' | 'zipcode'>> & Pick<Address, 'lat' | 'lng'>

/** The contact fields of a checkout. */
export interface Contact {
  first_name: string
  last_name: string
  phone: string
  email: string
  birth_date: string
}

/** The body of POST /carts/checkout (docs/api.md, contract of issue 6). */
export interface CheckoutBody extends Contact {
  uuid: string
  reservation_mode: ReservationMode
  /** Delivery only. */
  delivery_address?: DeliveryAddress
  /** RFC 3339 start of the chosen window; null for as soon as possible. */
  reservation_start_window?: string | null
  payment_method?: string
  curbside_spot?: string
  /** Where residency matters: false halves the limits; absent means a resident. */
  resident?: boolean
  expected_total: number
}

export type CheckoutResult = Answer<'/api/v1/carts/checkout', 'post'>

export const checkout = (body: CheckoutBody) => request<CheckoutResult>(`${apiPath}/carts/checkout`, { method: 'POST', body })

/** The store fields the checkout reads besides those of lib/types Store. */
export interface CheckoutStore extends Store {
  kiosk?: boolean
  /** The modes the store offers, curbside setting applied (kiosk included when enabled). */
  reservation_modes?: ReservationMode[]
  /** Whether the shopper's residency changes the purchase limits (the checkout's resident answer). */
  residency_matters?: boolean
  pickup_payment_options?: string[]
  delivery_payment_options?: string[]
  curbside_payment_options?: string[]
  curbside_pickup_setting?: 'allowed' | 'not_allowed' | 'mandatory' | ''
  tip_settings?: { variant?: 'dollar' | 'percentage'; custom_amounts?: number[]; enabled_for?: string[] }
  delivery_zones?: {
    name: string
    zipcodes?: string[]
    /** [lat, lng] corners of the zone. */
    geofence?: [number, number][]
    /** Miles around the store. */
    radius_miles?: number
    fee: number
    min_amount: number
    lead_time_minutes?: number
  }[]
  allow_guest_checkout?: boolean
  birth_date_required?: boolean
  id_required?: boolean
}

export type ScheduleState = 'open' | 'nearly_open' | 'closed' | 'always_closed'

/** A mode's state now, in the store's time zone; opens_at and closes_at are RFC 3339 or null. */
export interface ModeSchedule {
  reservation_mode?: string
  state: ScheduleState
  opens_at: string | null
  closes_at: string | null
  time_zone_identifier?: string
}

export interface SlotWindow {
  start: string
  end: string
  /** False when the window is full. */
  available?: boolean
}

/** GET /stores/{id}/schedule?reservation_mode= */
export interface ScheduleResponse {
  schedule: ModeSchedule
  schedules: Partial<Record<'retail' | ReservationMode, ModeSchedule>>
  windows: { date: string; windows: SlotWindow[] }[]
  asap: { start: string; end: string } | null
}

/** Where the shopper is, from their device, when they chose to share it. */
export interface Coordinates {
  lat: number
  lng: number
}

/**
 * The store's schedule for a mode; for delivery, a zone's zip code (or the shopper's coordinates, for a geofence
 * or radius zone) adds the zone's lead time to the windows, as the checkout does.
 */
export const scheduleQuery = (storeId: number, mode: string, zipcode?: string, at?: Coordinates) =>
  queryOptions({
    queryKey: ['schedule', storeId, mode, zipcode ?? '', at ? `${at.lat},${at.lng}` : ''],
    queryFn: ({ signal }) =>
      request<ScheduleResponse>(`${apiPath}/stores/${storeId}/schedule`, {
        signal,
        query: { reservation_mode: mode, zipcode: zipcode || undefined, lat: at?.lat, lng: at?.lng },
      }),
    enabled: storeId > 0,
    // Windows fill up and the clock moves: a minute is as old as a list may get.
    staleTime: 60_000,
    retry: false,
  })

export const useSchedule = (storeId: number, mode: string, zipcode?: string, at?: Coordinates) =>
  useQuery({
    ...scheduleQuery(storeId, mode, zipcode, at),
    // Another zip code keeps the list on screen until the new one is in.
    placeholderData: (previous, query) => (query?.queryKey[2] === mode ? previous : undefined),
  })

/** One change of a reservation's status (reservation_events). */
export type ReservationEvent = Schema<'ReservationEvent'>

/** A reservation with where it stands: its window, curbside or delivery progress and history. */
export type ReservationDetail = Reservation

/** A reservation on screen follows the store's progress: asked again every 30 s until it is over. */
const followProgress = (query: { state: { data?: ReservationDetail } }) => {
  const status = query.state.data?.status
  return status === undefined || status === 'finished' || status === 'cancelled' ? false : 30_000
}

export const receiptQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['receipt', uuid],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/reservation_receipts/{uuid}', 'get'>>(`${apiPath}/reservation_receipts/${uuid}`, { signal }).then((r) => r.reservation),
    refetchInterval: followProgress,
  })

export const useReceipt = (uuid: string) => useQuery(receiptQuery(uuid))

/** A line of the signed-in customer's reservations. */
export type ReservationSummary = Schema<'ReservationSummary'>

/** The signed-in customer's reservations, newest first (asked only once someone is signed in). */
export const useReservations = (page: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['reservations', page],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/reservations', 'get'>>(`${apiPath}/reservations`, {
        signal,
        query: { page },
      }),
  })

export const reservationQuery = (id: number) =>
  queryOptions({
    queryKey: ['reservation', id],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/reservations/{id}', 'get'>>(`${apiPath}/reservations/${id}`, { signal }).then((r) => r.reservation),
    retry: false,
    refetchInterval: followProgress,
  })

/** One of the signed-in customer's reservations (asked only once someone is signed in). */
export const useReservation = (id: number, enabled: boolean) => useQuery({ ...reservationQuery(id), enabled })

/** Where a reservation's shopper actions go: by id when signed in, by the receipt's uuid for a guest link. */
export type ReservationRef = { kind: 'account'; id: number } | { kind: 'receipt'; uuid: string }

const actionPath = (ref: ReservationRef, action: string) =>
  ref.kind === 'account' ? `${apiPath}/reservations/${ref.id}/${action}` : `${apiPath}/reservation_receipts/${ref.uuid}/${action}`

/** Cancels a pending reservation; 409 "This reservation can no longer be cancelled." otherwise. */
export const cancelReservation = (ref: ReservationRef) =>
  request<Answer<'/api/v1/reservations/{id}/cancel', 'post'>>(actionPath(ref, 'cancel'), { method: 'POST' }).then((r) => r.reservation)

/** The curbside "I'm here" notice with the spot number; by the receipt's uuid, which a signed-in owner's reservation carries too. */
export const announceArrival = (uuid: string, spot: string) =>
  request<Answer<'/api/v1/reservation_receipts/{uuid}/arrived', 'post'>>(actionPath({ kind: 'receipt', uuid }, 'arrived'), {
    method: 'POST',
    body: { curbside_spot: spot },
  }).then((r) => r.reservation)

/** PATCH /carts: what the cart's price depends on at checkout (mode, address, tip); answers the cart priced again. */
export interface CartChange {
  reservation_mode?: ReservationMode
  delivery_address?: DeliveryAddress
  tip_percentage?: number
  tip_amount?: number
}

export const updateCart = (uuid: string, change: CartChange) =>
  request<Answer<'/api/v1/carts', 'patch'>>(`${apiPath}/carts`, { method: 'PATCH', body: { uuid, ...change } }).then((r) => r.cart)
