import { describe, expect, it } from 'vitest'
import { readFilters, type QueueFilters } from './filters'
import { applyRow, compareRows, storeDay, type Outcome, type QueuePage } from './queueCache'
import { ada, counts, grace, katherine, NOW, page, row } from './testing'

const filters = (query = ''): QueueFilters => readFilters(new URLSearchParams(query))

/** The page an outcome sets; fails the test for any other. */
function set(out: Outcome): QueuePage {
  if (out.kind !== 'set') throw new Error(`expected the page to be set, got ${out.kind}`)
  return out.page
}
const ids = (p: QueuePage) => p.reservations.map((r) => r.id)

describe('compareRows', () => {
  it('puts the one due soonest first, then finished and cancelled ones newest first', () => {
    const done = row({ id: 90, status: 'finished' })
    const cancelled = row({ id: 95, status: 'cancelled' })
    // #103 has no window: it is due when it was placed, 1:00 PM; #102 at 1:30 PM; #101 at 2:00 PM.
    const sorted = [done, ada, cancelled, grace, katherine].sort(compareRows)
    expect(sorted.map((r) => r.id)).toEqual([103, 102, 101, 95, 90])
  })

  it('orders two due at once by number', () => {
    expect([row({ id: 7 }), row({ id: 5 })].sort(compareRows).map((r) => r.id)).toEqual([5, 7])
  })
})

describe('storeDay', () => {
  it('is the day in the store’s zone, not the instant’s in UTC', () => {
    // 2026-11-29 03:00 UTC is still the 28th at 7:00 PM in Los Angeles.
    expect(storeDay('2026-11-29T03:00:00Z', 'America/Los_Angeles')).toBe('2026-11-28')
    expect(storeDay('2026-11-29T03:00:00Z', 'America/New_York')).toBe('2026-11-28')
    expect(storeDay('2026-11-29T05:00:00Z', 'America/New_York')).toBe('2026-11-29')
  })
})

describe('applyRow', () => {
  const active = page([grace, ada]) // counts: pending 1, preparing 1, finished 2, cancelled 1; active 2, all 5

  it('puts a placed reservation where the server would, and counts it', () => {
    const p = set(applyRow(active, filters(), katherine, null, NOW, 41))
    expect(ids(p)).toEqual([103, 102, 101])
    expect(p.total).toBe(3)
    expect(p.counts).toEqual(counts({ pending: 2 }))
    expect(p.counts.active).toBe(3)
    expect(p.counts.all).toBe(6)
  })

  it('leaves a page alone that the filters keep the reservation out of', () => {
    // Katherine's is a delivery: the pickup filter's page and counts do not change.
    expect(applyRow(active, filters('mode=pickup'), katherine, null, NOW, 41)).toEqual({ kind: 'same' })
  })

  it('counts, without listing, a reservation of another tab', () => {
    const pending = page([ada], { counts: counts({ verification: 1 }) })
    const p = set(applyRow(pending, filters('status=pending'), row({ id: 104, status: 'preparing' }), row({ id: 104, status: 'verification' }), NOW, 41))
    expect(ids(p)).toEqual([101])
    expect(p.total).toBe(1)
    expect(p.counts).toEqual(counts({ verification: 0, preparing: 2 }))
  })

  it('moves a reservation out of its tab and counts it in the next', () => {
    const pending = page([ada])
    const moved = row({ status: 'verification', next_statuses: ['preparing', 'cancelled'] })
    const p = set(applyRow(pending, filters('status=pending'), moved, null, NOW, 41))
    // The page's own row is what it was before, whatever else the browser thought.
    expect(ids(p)).toEqual([])
    expect(p.total).toBe(0)
    expect(p.counts).toEqual(counts({ pending: 0, verification: 1 }))
  })

  it('moves a reservation into its tab, in order', () => {
    const preparing = page([grace], { counts: counts({ verification: 1, pending: 1, preparing: 1 }) })
    const later = row({ id: 104, status: 'preparing', window_start: '2026-11-28T23:00:00Z', window_end: '2026-11-28T23:30:00Z' })
    const p = set(applyRow(preparing, filters('status=preparing'), later, { ...later, status: 'verification' }, NOW, 41))
    expect(ids(p)).toEqual([102, 104])
    expect(p.total).toBe(2)
    expect(p.counts).toEqual(counts({ verification: 0, pending: 1, preparing: 2 }))
  })

  it('asks the server when it never saw the reservation before the move', () => {
    expect(applyRow(page([grace]), filters('status=preparing'), row({ id: 104, status: 'preparing' }), undefined, NOW, 41)).toEqual({ kind: 'refetch' })
  })

  it('takes a cancelled reservation off the active tab', () => {
    const cancelled = row({ status: 'cancelled', next_statuses: [] })
    const p = set(applyRow(active, filters(), cancelled, null, NOW, 41))
    expect(ids(p)).toEqual([102])
    expect(p.counts).toEqual(counts({ pending: 0, cancelled: 2 }))
    expect(p.counts.active).toBe(1)
    expect(p.counts.all).toBe(5)
  })

  it('lists a finished reservation first among the finished, the newest first', () => {
    const finished = page([row({ id: 99, status: 'finished' }), row({ id: 98, status: 'finished' })], { counts: counts({ ready_for_pickup: 1 }) })
    const done = { ...grace, status: 'finished', next_statuses: [] }
    const p = set(applyRow(finished, filters('status=finished'), done, { ...grace, status: 'ready_for_pickup' }, NOW, 41))
    expect(ids(p)).toEqual([102, 99, 98])
    expect(p.counts).toEqual(counts({ ready_for_pickup: 0, finished: 3 }))
    expect(p.counts.active).toBe(2)
    expect(p.counts.all).toBe(6)
  })

  it('updates a listed reservation in place: an arrival', () => {
    const here = { ...ada, reservation_mode: 'curbside' as const, arrived_at: '2026-11-28T20:58:00Z', curbside_spot: '7' }
    const p = set(applyRow(active, filters(), here, null, NOW, 41))
    expect(ids(p)).toEqual([102, 101])
    expect(p.reservations[1]).toEqual(here)
    expect(p.counts).toEqual(active.counts)
  })

  it('ignores an event the page was read after', () => {
    expect(applyRow(active, filters(), katherine, null, NOW, 40)).toEqual({ kind: 'same' })
    expect(applyRow(active, filters(), katherine, null, NOW, 12)).toEqual({ kind: 'same' })
  })

  it('applies the answer of the console’s own move whatever the page’s last event', () => {
    const moved = row({ status: 'verification', next_statuses: ['preparing', 'cancelled'] })
    expect(ids(set(applyRow(active, filters(), moved, ada, NOW)))).toEqual([102, 101])
  })

  it('asks the server under a search, for a reservation the page does not list', () => {
    const searched = page([ada])
    expect(applyRow(searched, filters('q=ada'), katherine, null, NOW, 41)).toEqual({ kind: 'refetch' })
    // One it lists matched the search, and still does: a name, a phone or a number do not change.
    const moved = row({ status: 'verification' })
    expect(set(applyRow(searched, filters('status=pending&q=ada'), moved, null, NOW, 41)).reservations).toEqual([])
    expect(set(applyRow(searched, filters('q=ada'), moved, null, NOW, 41)).reservations).toEqual([moved])
  })

  it('counts only today’s under the today filter, by the store’s day', () => {
    const tomorrow = { ...katherine, window_start: '2026-11-29T18:00:00Z', window_end: '2026-11-29T18:30:00Z', asap: false }
    expect(applyRow(active, filters('window=today'), tomorrow, null, NOW, 41)).toEqual({ kind: 'same' })
    // 7:30 PM at the store is still today there, though it is the 29th in UTC.
    const tonight = { ...katherine, window_start: '2026-11-29T03:30:00Z', window_end: '2026-11-29T04:00:00Z', asap: false }
    expect(ids(set(applyRow(active, filters('window=today'), tonight, null, NOW, 41)))).toEqual([102, 101, 103])
  })

  describe('on a queue of several pages', () => {
    const first = page([grace, ada], { total: 3, per_page: 2 })

    it('puts a reservation due sooner on the first page, the last row going to the next', () => {
      const p = set(applyRow(first, filters(), katherine, null, NOW, 41))
      expect(ids(p)).toEqual([103, 102])
      expect(p.total).toBe(4)
    })

    it('counts, without listing, one that belongs after the first page', () => {
      const late = { ...katherine, window_start: '2026-11-28T23:30:00Z', window_end: '2026-11-28T23:59:00Z', asap: false }
      const p = set(applyRow(first, filters(), late, null, NOW, 41))
      expect(ids(p)).toEqual([102, 101])
      expect(p.total).toBe(4)
      expect(p.counts.pending).toBe(2)
    })

    it('asks the server when a row leaves a page that others follow, or any page after the first changes', () => {
      expect(applyRow(first, filters(), { ...ada, status: 'cancelled' }, null, NOW, 41)).toEqual({ kind: 'refetch' })
      expect(applyRow({ ...first, page: 2 }, filters('page=2'), katherine, null, NOW, 41)).toEqual({ kind: 'refetch' })
    })
  })
})
