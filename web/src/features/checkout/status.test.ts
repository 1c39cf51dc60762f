import { describe, expect, it } from 'vitest'
import { canAnnounce, canCancel, timeline } from './status'

const states = (steps: { status: string; state: string }[]) => steps.map((s) => `${s.status}:${s.state}`)

describe('timeline', () => {
  it('marks the steps of a pickup up to its status', () => {
    expect(states(timeline('pickup', 'preparing'))).toEqual([
      'pending:done',
      'verification:done',
      'preparing:current',
      'ready_for_pickup:todo',
      'finished:todo',
    ])
  })

  it('has the delivery steps, and a finished reservation is all done', () => {
    expect(states(timeline('delivery', 'finished'))).toEqual([
      'pending:done',
      'verification:done',
      'preparing:done',
      'delivery_started:done',
      'delivery_finished:done',
      'finished:done',
    ])
  })

  it('ends a cancelled reservation on Cancelled after the steps it reached, with their times', () => {
    const steps = timeline('pickup', 'cancelled', [
      { status: 'pending', created_at: '2026-11-24T05:00:00Z' },
      { status: 'verification', created_at: '2026-11-24T05:10:00Z' },
      { status: 'cancelled', created_at: '2026-11-24T05:20:00Z' },
    ])
    expect(states(steps)).toEqual(['pending:done', 'verification:done', 'cancelled:current'])
    expect(steps.at(-1)?.at).toBe('2026-11-24T05:20:00Z')
    expect(states(timeline('curbside', 'cancelled'))).toEqual(['pending:done', 'cancelled:current'])
  })
})

describe('shopper actions', () => {
  it('cancels while pending unless the server says otherwise', () => {
    expect(canCancel({ status: 'pending' })).toBe(true)
    expect(canCancel({ status: 'preparing' })).toBe(false)
    expect(canCancel({ status: 'pending', can_cancel: false })).toBe(false)
  })
  it('announces arrival for curbside only, before the end', () => {
    expect(canAnnounce({ reservation_mode: 'curbside', status: 'ready_for_pickup' })).toBe(true)
    expect(canAnnounce({ reservation_mode: 'pickup', status: 'ready_for_pickup' })).toBe(false)
    expect(canAnnounce({ reservation_mode: 'curbside', status: 'cancelled' })).toBe(false)
  })
})
