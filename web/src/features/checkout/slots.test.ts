import { describe, expect, it } from 'vitest'
import { dayLabel, groupWindows, keepWindow, modeWording, offeredModes, scheduleText, windowLabel, zoneId } from './slots'

const NY = 'America/New_York'

describe('zoneId', () => {
  it('maps the API names of spec section 9 and keeps IANA ids', () => {
    expect(zoneId('Eastern Time (US & Canada)')).toBe(NY)
    expect(zoneId('Puerto Rico')).toBe('America/Puerto_Rico')
    expect(zoneId('Indiana (East)')).toBe('America/Indiana/Indianapolis')
    expect(zoneId('America/Detroit')).toBe('America/Detroit')
  })
  it("falls back to the browser's zone", () => {
    expect(zoneId('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(zoneId(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })
})

describe('offeredModes', () => {
  const store = { pickup: true, delivery: true, curbside: true }
  it('follows curbside_pickup_setting', () => {
    expect(offeredModes({ ...store, curbside_pickup_setting: 'allowed' })).toEqual(['pickup', 'curbside', 'delivery'])
    expect(offeredModes({ ...store, curbside_pickup_setting: 'mandatory' })).toEqual(['curbside', 'delivery'])
    expect(offeredModes({ ...store, curbside_pickup_setting: 'not_allowed' })).toEqual(['pickup', 'delivery'])
    expect(offeredModes({ pickup: true, delivery: false, curbside: false })).toEqual(['pickup'])
    expect(offeredModes({ ...store, curbside_pickup_setting: '' })).toEqual(['pickup', 'delivery'])
  })
  it("prefers the server's list, in display order, without kiosk", () => {
    expect(offeredModes({ ...store, reservation_modes: ['delivery', 'kiosk', 'curbside'] })).toEqual(['curbside', 'delivery'])
  })
})

describe('windows in the store zone', () => {
  // 2026-11-24 05:05 UTC is Tuesday 00:05 in New York and Monday 21:05 in Los Angeles.
  const now = new Date('2026-11-24T05:05:00Z')

  it('labels days today, tomorrow, then by weekday', () => {
    expect(dayLabel('2026-11-24', now, NY)).toBe('Today')
    expect(dayLabel('2026-11-25', now, NY)).toBe('Tomorrow')
    expect(dayLabel('2026-11-26', now, NY)).toBe('Thu, Nov 26')
    // Still Monday in Los Angeles.
    expect(dayLabel('2026-11-24', now, 'America/Los_Angeles')).toBe('Tomorrow')
  })

  it('labels a window in the store zone with plain spaces', () => {
    expect(windowLabel({ start: '2026-11-24T17:00:00Z', end: '2026-11-24T18:00:00Z' }, NY)).toBe('12:00 PM – 1:00 PM')
    expect(windowLabel({ start: '2026-11-24T17:00:00Z', end: '2026-11-24T18:00:00Z' }, 'America/Los_Angeles')).toBe('9:00 AM – 10:00 AM')
  })

  it('groups by the local day, in order, without windows already over', () => {
    const w = (start: string, end: string, available = true) => ({ start, end, available })
    const days = groupWindows(
      [
        // 19:00-20:00 Wednesday in New York, 00:00-01:00 Thursday in UTC.
        w('2026-11-26T00:00:00Z', '2026-11-26T01:00:00Z'),
        w('2026-11-24T17:00:00Z', '2026-11-24T18:00:00Z', false),
        w('2026-11-24T04:00:00Z', '2026-11-24T05:00:00Z'),
        w('2026-11-25T17:00:00Z', '2026-11-25T18:00:00Z'),
        w('2026-11-26T17:00:00Z', '2026-11-26T18:00:00Z'),
      ],
      NY,
      now,
    )
    expect(days.map((d) => [d.date, d.label, d.windows.map((x) => x.start)])).toEqual([
      ['2026-11-24', 'Today', ['2026-11-24T17:00:00Z']],
      ['2026-11-25', 'Tomorrow', ['2026-11-25T17:00:00Z', '2026-11-26T00:00:00Z']],
      ['2026-11-26', 'Thu, Nov 26', ['2026-11-26T17:00:00Z']],
    ])
    expect(days[0]?.windows[0]?.available).toBe(false)
  })
})

describe('scheduleText', () => {
  const now = new Date('2026-11-24T05:05:00Z')
  it('says each state in the store zone', () => {
    expect(scheduleText({ state: 'open', opens_at: null, closes_at: '2026-11-25T02:00:00Z' }, NY, now)).toBe('Open until 9:00 PM')
    expect(scheduleText({ state: 'nearly_open', opens_at: '2026-11-24T05:30:00Z', closes_at: null }, NY, now)).toBe('Opens soon, at 12:30 AM')
    expect(scheduleText({ state: 'closed', opens_at: '2026-11-24T17:00:00Z', closes_at: null }, NY, now)).toBe('Closed now · opens today at 12:00 PM')
    expect(scheduleText({ state: 'closed', opens_at: '2026-11-26T17:00:00Z', closes_at: null }, NY, now)).toBe(
      'Closed now · opens Thu, Nov 26 at 12:00 PM',
    )
    expect(scheduleText({ state: 'always_closed', opens_at: null, closes_at: null }, NY, now)).toBe('Not available this week')
    expect(scheduleText(undefined, NY, now)).toBe('')
  })
})

describe('keepWindow', () => {
  // Half-hour windows from 10:00 to 12:00 New York time on Nov 25 (15:00Z to 17:00Z).
  const w = (start: string, end: string, available?: boolean) => ({ start, end, available })
  const windows = [
    w('2026-11-25T10:00:00-05:00', '2026-11-25T10:30:00-05:00'),
    w('2026-11-25T10:30:00-05:00', '2026-11-25T11:00:00-05:00', false),
    w('2026-11-25T11:00:00-05:00', '2026-11-25T11:30:00-05:00'),
    w('2026-11-25T11:30:00-05:00', '2026-11-25T12:00:00-05:00'),
  ]
  const now = new Date('2026-11-25T14:00:00Z')
  it('keeps a window still offered, whatever offset it was written with', () => {
    expect(keepWindow('2026-11-25T10:00:00-05:00', windows, now)).toBe('2026-11-25T10:00:00-05:00')
    expect(keepWindow('2026-11-25T15:00:00Z', windows, now)).toBe('2026-11-25T15:00:00Z')
    expect(keepWindow('asap', windows, now)).toBe('asap')
  })
  it('moves a window no longer offered to the next one with room', () => {
    // A zone lead time took 10:00 away: 11:00, since 10:30 is full.
    expect(keepWindow('2026-11-25T10:00:00-05:00', windows.slice(1), now)).toBe('2026-11-25T11:00:00-05:00')
    // 10:30 filled up.
    expect(keepWindow('2026-11-25T10:30:00-05:00', windows, now)).toBe('2026-11-25T11:00:00-05:00')
  })
  it('falls back to as soon as possible when nothing later is left', () => {
    expect(keepWindow('2026-11-25T11:30:00-05:00', windows.slice(0, 3), now)).toBe('asap')
    // The chosen window is over by now.
    expect(keepWindow('2026-11-25T10:00:00-05:00', windows.slice(0, 1), new Date('2026-11-25T15:45:00Z'))).toBe('asap')
  })
})

describe('modeWording', () => {
  it("speaks of the cart's reservation mode", () => {
    expect(modeWording('pickup')).toEqual({ reservedFor: 'for pickup', pay: 'You pay when you pick up.' })
    expect(modeWording('delivery')).toEqual({ reservedFor: 'for delivery', pay: 'You pay when your order is delivered.' })
    expect(modeWording('curbside').reservedFor).toBe('for curbside pickup')
    expect(modeWording('').reservedFor).toBe('for pickup')
  })
})
