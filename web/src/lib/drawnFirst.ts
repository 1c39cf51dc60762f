import { useEffect, useState } from 'react'

/**
 * How many of a list's `total` items to draw: the `first` at once, and the
 * rest after the browser has painted them, so a page shows its first
 * products before it lays out some sixty cards on a slow phone (issue 21).
 * A new `key` (another page of the list) starts over from `first`.
 */
export function useDrawnFirst(key: string, total: number, first: number): number {
  const [all, setAll] = useState<string>()
  const drawnAll = all === key
  useEffect(() => {
    if (drawnAll || total <= first) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame's paint comes between the animation frame and the timer.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAll(key))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [key, total, first, drawnAll])
  return drawnAll ? total : Math.min(total, first)
}
