import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { CheckoutResponse, Reservation } from '../../lib/types'

export interface GuestCheckout {
  uuid: string
  reservation_mode: 'pickup'
  first_name: string
  last_name: string
  phone: string
  email: string
  birth_date: string
  expected_total: number
}

export const checkout = (body: GuestCheckout) =>
  request<CheckoutResponse>(`${apiPath}/carts/checkout`, { method: 'POST', body })

export const receiptQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['receipt', uuid],
    queryFn: ({ signal }) =>
      request<{ reservation: Reservation }>(`${apiPath}/reservation_receipts/${uuid}`, { signal }).then((r) => r.reservation),
  })

export const useReceipt = (uuid: string) => useQuery(receiptQuery(uuid))

/** A line of the signed-in customer's reservations. */
export interface ReservationSummary {
  id: number
  uuid: string
  status: string
  reservation_mode: string
  amount: number
  product_count: number
  created_at: string
  store: { id: number; name: string; url_slug: string; city: string; state: string; time_zone_identifier: string }
}

/** The signed-in customer's reservations, newest first (asked only once someone is signed in). */
export const useReservations = (page: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['reservations', page],
    queryFn: ({ signal }) =>
      request<{ reservations: ReservationSummary[]; total: number; page: number; per_page: number }>(`${apiPath}/reservations`, {
        signal,
        query: { page },
      }),
  })

/** One of the signed-in customer's reservations (asked only once someone is signed in). */
export const useReservation = (id: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['reservation', id],
    queryFn: ({ signal }) => request<{ reservation: Reservation }>(`${apiPath}/reservations/${id}`, { signal }).then((r) => r.reservation),
    retry: false,
  })
