import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReservationDetail } from './api'
import { PrintableReceipt } from './Receipt'

describe('PrintableReceipt', () => {
  // The clock is pinned: Thursday 26 November 2026, 18:10 UTC (the store's zone).
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T18:10:00Z'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('gives the full date of a window, not "Today", since paper is read later', () => {
    // A window starting within the hour, 18:40–19:10, so "Today" on screen.
    const start = new Date('2026-11-26T18:40:00Z')
    const end = new Date('2026-11-26T19:10:00Z')
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
    const year = '2026'
    const line = screen.getByText((_, el) => el?.tagName === 'DD' && (el.textContent ?? '').includes(year) && (el.textContent ?? '').includes('–'))
    expect(line.textContent).not.toMatch(/Today|Tomorrow/)
  })
})
