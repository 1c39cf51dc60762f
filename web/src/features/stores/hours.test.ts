import { describe, expect, it } from 'vitest'
import { dateIn, hoursToday, specialDayWords, unbrokenTimes, upcomingDays } from './hours'

// 26 November 2026 at 07:00 UTC is the 25th in Los Angeles (PST, UTC−8): a Wednesday.
const now = new Date(Date.UTC(2026, 10, 26, 7, 0))
const la = 'America/Los_Angeles'
const week = [
  { day: 'wednesday', period: { from: '09:00', to: '21:00' } },
  { day: 'thursday', period: { from: '09:00', to: '21:00' } },
]

describe('special days', () => {
  it('reads today’s date in the store’s zone', () => {
    expect(dateIn(la, now)).toBe('2026-11-25')
    expect(dateIn('America/New_York', now)).toBe('2026-11-26')
  })
  it('takes a special day’s hours, or its closing, over the weekday’s', () => {
    expect(hoursToday(week, la, now)).toBe('9:00 AM – 9:00 PM')
    expect(hoursToday(week, la, now, [{ date: '2026-11-25', period: { from: '12:00', to: '16:00' } }])).toBe('12:00 PM – 4:00 PM')
    expect(hoursToday(week, la, now, [{ date: '2026-11-25', closed: true }])).toBeUndefined()
    expect(hoursToday(week, la, now, [{ date: '2026-11-26', closed: true }])).toBe('9:00 AM – 9:00 PM')
  })
  it('lists the days from today on, in order, in words', () => {
    const days = upcomingDays(
      [
        { date: '2026-12-25', closed: true, note: 'Christmas' },
        { date: '2026-11-24', closed: true },
        { date: '2026-11-26', closed: true, note: 'Thanksgiving' },
      ],
      la,
      now,
    )
    expect(days.map(specialDayWords)).toEqual(['Thursday, November 26: closed (Thanksgiving)', 'Friday, December 25: closed (Christmas)'])
    expect(specialDayWords({ date: '2026-12-24', period: { from: '10:00', to: '14:00' } })).toBe('Thursday, December 24: 10:00 AM – 2:00 PM')
  })
})

describe('unbrokenTimes', () => {
  it('joins each time to its AM or PM, and leaves the dash free to break', () => {
    expect(unbrokenTimes('9:00 AM – 10:00 PM')).toBe('9:00\u00a0AM – 10:00\u00a0PM')
    expect(unbrokenTimes('Closed')).toBe('Closed')
  })
})
