import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Reservation, Store } from '../../lib/types'
import type { Answer, Body, Schema, Sent } from '../../lib/wire'

/** How a reservation is fulfilled (kiosk only in the kiosk app mode, which this build does not serve). */
export type ReservationMode = 'pickup' | 'delivery' | 'curbside' | 'kiosk'

type Address = Schema<'Address'>

/**
 * A delivery address as the checkout form holds and sends it (spec section 3): the wire's address with its four
 * text fields filled in; lat and lng when the shopper's device knows them.
 */
export type DeliveryAddress = Required<Pick<Address, 'street' | 'city' | 'state_code' | 'zipcode'>> & Pick<Address, 'lat' | 'lng'>

type CheckoutRequest = Body<'/api/v1/carts/checkout', 'post'>

type ContactField = 'first_name' | 'last_name' | 'phone' | 'email' | 'birth_date'

/** The contact fields of a checkout, as the form holds and sends them. */
export type Contact = Sent<Pick<CheckoutRequest, ContactField>, ContactField>

/**
 * The body of POST /carts/checkout as the checkout sends it (docs/api.md): the
 * cart, the contact and the total the shopper saw always; delivery_address for
 * delivery only; reservation_start_window null for as soon as possible; resident
 * where residency matters (false halves the limits, absent means a resident).
 */
export type CheckoutBody = Sent<CheckoutRequest, 'uuid' | ContactField | 'reservation_mode' | 'expected_total'> & {
  reservation_mode: ReservationMode
  expected_total: number
  delivery_address?: DeliveryAddress
}

export type CheckoutResult = Answer<'/api/v1/carts/checkout', 'post'>

export const checkout = (body: CheckoutBody) =>
  request<CheckoutResult>(`${apiPath}/carts/checkout`, { method: 'POST', body: body satisfies CheckoutRequest })

/** The store as the checkout reads it: GET /stores/{id}'s, modes, payment options, tips and delivery zones included. */
export type CheckoutStore = Store

export type ScheduleState = ModeSchedule['state']

/** A mode's state now, in the store's time zone; opens_at and closes_at are RFC 3339 or null. */
export type ModeSchedule = Schema<'ScheduleStatus'>

/** A reservation window; available is false when it is full. */
export type SlotWindow = Schema<'ReservationWindow'>

/** GET /stores/{id}/schedule?reservation_mode= */
export type ScheduleResponse = Answer<'/api/v1/stores/{id}/schedule', 'get'>

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
    body: { curbside_spot: spot } satisfies Body<'/api/v1/reservation_receipts/{uuid}/arrived', 'post'>,
  }).then((r) => r.reservation)

/** PATCH /carts: what the cart's price depends on at checkout (mode, address, tip); answers the cart priced again. */
export type CartChange = Omit<Body<'/api/v1/carts', 'patch'>, 'uuid'>

export const updateCart = (uuid: string, change: CartChange) =>
  request<Answer<'/api/v1/carts', 'patch'>>(`${apiPath}/carts`, { method: 'PATCH', body: { uuid, ...change } satisfies Body<'/api/v1/carts', 'patch'> }).then((r) => r.cart)
