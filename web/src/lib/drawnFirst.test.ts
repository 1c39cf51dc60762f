import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDrawnFirst } from './drawnFirst'

describe('useDrawnFirst', () => {
  it('draws the first items, then all of them after a frame, and starts over for another list', async () => {
    const { result, rerender } = renderHook(({ key, total }) => useDrawnFirst(key, total, 12), { initialProps: { key: 'page-1', total: 60 } })
    expect(result.current).toBe(12)
    await waitFor(() => expect(result.current).toBe(60))
    rerender({ key: 'page-2', total: 45 })
    expect(result.current).toBe(12)
    await waitFor(() => expect(result.current).toBe(45))
  })

  it('draws a short list whole at once', () => {
    const { result } = renderHook(() => useDrawnFirst('page-1', 7, 12))
    expect(result.current).toBe(7)
  })
})
