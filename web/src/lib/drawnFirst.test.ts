import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDrawnFirst } from './drawnFirst'

describe('useDrawnFirst', () => {
  it('draws the first items of the first list, then all of them after a frame', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnFirst(total, 12), { initialProps: { total: 0 } })
    expect(result.current).toBe(0)
    rerender({ total: 60 })
    expect(result.current).toBe(12)
    await waitFor(() => expect(result.current).toBe(60))
  })

  it('draws a later list whole, so the page never shrinks under the shopper', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnFirst(total, 12), { initialProps: { total: 60 } })
    await waitFor(() => expect(result.current).toBe(60))
    rerender({ total: 45 })
    expect(result.current).toBe(45)
  })

  it('draws a short list whole at once', () => {
    const { result } = renderHook(() => useDrawnFirst(7, 12))
    expect(result.current).toBe(7)
  })
})
