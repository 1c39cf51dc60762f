import { describe, expect, it } from 'vitest'
import type { ReservationDetail } from './api'
import { whenLine } from './Receipt'

const r = (fields: Partial<ReservationDetail>) => fields as ReservationDetail

describe('whenLine', () => {
  const now = new Date('2026-11-24T05:05:00Z')
  it('gives the window in the store zone, by day', () => {
    expect(whenLine(r({ window_start: '2026-11-25T17:00:00Z', window_end: '2026-11-25T18:00:00Z', asap: false }), 'America/New_York', now)).toBe(
      'Tomorrow, 12:00 PM – 1:00 PM',
    )
    expect(whenLine(r({ window_start: '2026-11-24T17:00:00Z', window_end: '2026-11-24T17:30:00Z', asap: true }), 'America/New_York', now)).toBe(
      'Today, 12:00 PM – 12:30 PM (as soon as possible)',
    )
  })
  it('gives the date on paper', () => {
    expect(whenLine(r({ window_start: '2026-11-25T17:00:00Z', window_end: '2026-11-25T18:00:00Z', asap: false }), 'America/New_York', null)).toBe(
      'Wed, Nov 25, 2026, 12:00 PM – 1:00 PM',
    )
  })
  it('says as soon as possible without a window', () => {
    expect(whenLine(r({ window_start: null, window_end: null, asap: true }), 'America/New_York', now)).toBe('As soon as possible')
    expect(whenLine(r({}), 'America/New_York', now)).toBe('As soon as possible')
  })
})
