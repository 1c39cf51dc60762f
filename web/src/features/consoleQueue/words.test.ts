import { describe, expect, it } from 'vitest'
import { apiQuery, filterSearch, readFilters } from './filters'
import { dayText, windowText } from './format'
import { NOW, ZONE } from './testing'
import { arrivedWords, canCancel, nextStep, placedWords, shortName, statusName, stepName } from './words'

describe('the next step’s words', () => {
  it.each([
    [['verification', 'cancelled'], 'Confirm'],
    [['preparing', 'cancelled'], 'Start preparing'],
    [['ready_for_pickup', 'cancelled'], 'Mark ready'],
    [['delivery_started', 'cancelled'], 'Out for delivery'],
    [['delivery_finished', 'cancelled'], 'Delivered'],
    [['finished', 'cancelled'], 'Finish'],
  ])('offers %j as %s, cancelling aside', (next, words) => {
    const step = nextStep(next)
    expect(step).toBe(next[0])
    expect(stepName(step!)).toBe(words)
    expect(canCancel(next)).toBe(true)
  })

  it('offers nothing for a final reservation', () => {
    expect(nextStep([])).toBeUndefined()
    expect(canCancel([])).toBe(false)
    // A reservation the store may only cancel has no next step.
    expect(nextStep(['cancelled'])).toBeUndefined()
  })

  it('names statuses as the counter says them, and an unknown one as spelled', () => {
    expect(statusName('verification')).toBe('Confirmed')
    expect(statusName('ready_for_pickup')).toBe('Ready')
    expect(statusName('on_hold')).toBe('on hold')
  })
})

describe('announcements', () => {
  it.each([
    ['Ada Lovelace', 'Ada L.'],
    ['  Ada   King Lovelace ', 'Ada L.'],
    ['Cher', 'Cher'],
    ['', ''],
    ['ada lovelace', 'ada L.'],
  ])('shortens %j to %j', (name, short) => expect(shortName(name)).toBe(short))

  it('says who placed what', () => {
    expect(placedWords({ id: 123, shopper_name: 'Ada Lovelace', reservation_mode: 'pickup' })).toBe('New reservation #123 from Ada L., pickup')
    expect(placedWords({ id: 124, shopper_name: '', reservation_mode: 'kiosk' })).toBe('New reservation #124, kiosk')
    expect(arrivedWords({ id: 102, shopper_name: 'Grace Hopper', curbside_spot: '4' })).toBe('Grace H. has arrived at spot 4 (#102)')
    expect(arrivedWords({ id: 102, shopper_name: '', curbside_spot: '' })).toBe('The shopper has arrived (#102)')
  })
})

describe('the filters in the address', () => {
  it('reads the defaults from a bare address, and anything unknown as the default', () => {
    const bare = { tab: 'active', mode: '', today: false, q: '', page: 1 }
    expect(readFilters(new URLSearchParams(''))).toEqual(bare)
    expect(readFilters(new URLSearchParams('status=lost&mode=drone&window=tomorrow&page=-2'))).toEqual(bare)
  })

  it('writes only what differs from the defaults, and reads it back', () => {
    const f = { tab: 'verification', mode: 'curbside' as const, today: true, q: 'ada l', page: 2 }
    expect(filterSearch(f)).toBe('?status=verification&mode=curbside&window=today&q=ada+l&page=2')
    expect(readFilters(new URLSearchParams(filterSearch(f)))).toEqual(f)
    expect(filterSearch(readFilters(new URLSearchParams('')))).toBe('')
  })

  it('asks the server for the tab’s statuses, always', () => {
    expect(apiQuery(readFilters(new URLSearchParams('')))).toEqual({ status: 'active', mode: undefined, window: undefined, q: undefined, page: undefined })
    expect(apiQuery(readFilters(new URLSearchParams('status=cancelled&q=%23101&page=3')))).toEqual({
      status: 'cancelled',
      mode: undefined,
      window: undefined,
      q: '#101',
      page: 3,
    })
  })
})

describe('times, in the store’s zone', () => {
  it.each([
    ['2026-11-28T22:00:00Z', 'Today'],
    ['2026-11-29T07:59:00Z', 'Today'], // 11:59 PM at the store
    ['2026-11-29T08:00:00Z', 'Tomorrow'],
    ['2026-11-28T07:00:00Z', 'Yesterday'],
    ['2026-12-01T20:00:00Z', 'Tue, Dec 1'],
  ])('calls %s %s', (at, words) => expect(dayText(at, ZONE, NOW)).toBe(words))

  it('shows a window, as soon as possible, or both', () => {
    const w = { window_start: '2026-11-28T22:00:00Z', window_end: '2026-11-28T22:30:00Z' }
    expect(windowText({ ...w, asap: false }, ZONE, NOW)).toBe('Today, 2:00 PM – 2:30 PM')
    expect(windowText({ ...w, asap: true }, ZONE, NOW)).toBe('ASAP, today 2:00 PM – 2:30 PM')
    expect(windowText({ window_start: null, window_end: null, asap: true }, ZONE, NOW)).toBe('ASAP')
  })
})
