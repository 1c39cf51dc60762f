import { useEffect, useState } from 'react'

/**
 * How many of a list's `total` items to draw: at first the `first` of them,
 * and the rest once the browser has painted those, so a page shows its first
 * products before it lays out some sixty cards on a slow phone (issue 21).
 * Only the first list a screen draws: a later one (another filter, another
 * page) is drawn whole, or the page would shrink under a shopper scrolled
 * down it and jump.
 */
export function useDrawnFirst(total: number, first: number): number {
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (all || total <= first) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame's paint comes between the animation frame and the timer.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAll(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [all, total, first])
  return all ? total : Math.min(total, first)
}
