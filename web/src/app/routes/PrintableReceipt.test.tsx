import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ReservationDetail } from '../../features/checkout/api'
import { PrintableReceipt } from './Receipt'

describe('PrintableReceipt', () => {
  it('gives the full date of a window, not "Today", since paper is read later', () => {
    // A window starting within the hour, so "Today" on screen.
    const start = new Date(Date.now() + 30 * 60_000)
    start.setUTCSeconds(0, 0)
    const end = new Date(start.getTime() + 30 * 60_000)
    const reservation = {
      id: 7,
      uuid: 'r-7',
      status: 'pending',
      reservation_mode: 'pickup',
      payment_method: 'cash',
      created_at: new Date().toISOString(),
      window_start: start.toISOString(),
      window_end: end.toISOString(),
      asap: false,
      amount: 10,
      item_total: 10,
      all_discounts_total: 0,
      store_taxes: [],
      sales_tax_rate: 0,
      sales_tax_amount: 0,
      service_fee_amount: 0,
      delivery_fee_amount: 0,
      products: [],
      contact: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      store: { id: 1, name: 'Fog City', address: '1 Main St', city: 'San Francisco', state: 'CA', zip: '94110', phone: '(415) 555-0100', url_slug: 'fog-city', time_zone_identifier: 'UTC' },
    } as unknown as ReservationDetail
    render(<PrintableReceipt reservation={reservation} kind="invoice" />)
    const year = String(start.getUTCFullYear())
    const line = screen.getByText((_, el) => el?.tagName === 'DD' && (el.textContent ?? '').includes(year) && (el.textContent ?? '').includes('–'))
    expect(line.textContent).not.toMatch(/Today|Tomorrow/)
  })
})
