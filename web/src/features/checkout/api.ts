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
