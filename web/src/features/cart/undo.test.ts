import { describe, expect, it } from 'vitest'
import { DEFAULT_UNDOABLE_WINDOW, undoable, undoableWindow, useRemovals } from './undo'

describe('undoableWindow', () => {
  it('is the server’s window, or five seconds when it sends none or nonsense', () => {
    expect(undoableWindow({ undoableWindow: 12000 })).toBe(12000)
    expect(undoableWindow({})).toBe(DEFAULT_UNDOABLE_WINDOW)
    expect(undoableWindow({ undoableWindow: 0 })).toBe(5000)
    expect(undoableWindow({ undoableWindow: -1 })).toBe(5000)
    expect(undoableWindow({ undoableWindow: Number.POSITIVE_INFINITY })).toBe(5000)
  })
})

describe('removals', () => {
  const line = { storeId: 1, productId: 7, priceId: 'gram' as const, count: 3, label: 'Blue Dream (1g)' }

  it('can be undone until the window has passed, not at its end', () => {
    useRemovals.getState().remember(line, 1_000, 5_000)
    const removed = useRemovals.getState().removed
    expect(removed).toEqual({ ...line, until: 6_000 })
    expect(undoable(removed, 1_000)).toBe(true)
    expect(undoable(removed, 5_999)).toBe(true)
    expect(undoable(removed, 6_000)).toBe(false)
  })

  it('keeps only the last removal, and forgets it', () => {
    useRemovals.getState().remember(line, 0, 5_000)
    useRemovals.getState().remember({ ...line, productId: 8, label: 'Gummies (Each)' }, 10, 5_000)
    expect(useRemovals.getState().removed?.productId).toBe(8)
    useRemovals.getState().forget()
    expect(undoable(useRemovals.getState().removed, 11)).toBe(false)
  })
})
