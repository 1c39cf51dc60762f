// What a framed page (embedded, operator embed) tells the partner's page
// (spec section 2: {messageType, path, payload}, debounced 275 ms, through
// lib/parentFrame.ts, which posts only to an allowed parent origin):
//
//   routeChange  {title}          the shopper is on a new screen
//   resize       {height}         the page's content height in CSS pixels;
//                                 the loader (GET .../embed.js) sizes the frame by it
//   cartChange   {productCount}   the bag's number of products changed
//
// Each type is debounced on its own, so a burst of changes (a screen that
// loads in steps) reaches the partner as one message of the last state.

import { useEffect, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { postToParent } from '../../lib/parentFrame'

export const FRAME_MESSAGES = { routeChange: 'routeChange', resize: 'resize', cartChange: 'cartChange' } as const

/**
 * The height a frame needs to show el and everything above it without a
 * scroll bar. Only the content counts, never the window: a page measured by
 * its window would never let the frame shrink.
 */
export function contentHeight(el: HTMLElement): number {
  const below = parseFloat(getComputedStyle(document.body).marginBottom) || 0
  return Math.ceil(el.getBoundingClientRect().bottom + window.scrollY + below)
}

/**
 * Posts the frame messages while enabled (a verified partner page): a
 * routeChange on every screen, a resize whenever root's size changes, and a
 * cartChange when productCount does.
 */
export function useFrameMessages(enabled: boolean, root: RefObject<HTMLElement | null>, productCount: number | undefined) {
  const location = useLocation()
  const where = location.pathname + location.search

  useEffect(() => {
    if (!enabled) return
    // The screen's title is set by its own effect, which ran before this one.
    postToParent(FRAME_MESSAGES.routeChange, { title: document.title })
  }, [enabled, where])

  useEffect(() => {
    const el = root.current
    if (!enabled || !el || typeof ResizeObserver === 'undefined') return
    let last = -1
    const observer = new ResizeObserver(() => {
      const height = contentHeight(el)
      if (height === last) return
      last = height
      postToParent(FRAME_MESSAGES.resize, { height })
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [enabled, root])

  useEffect(() => {
    if (!enabled || productCount === undefined) return
    postToParent(FRAME_MESSAGES.cartChange, { productCount })
  }, [enabled, productCount])
}
