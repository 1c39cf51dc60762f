// What of the frame the shopper sees (issue 21): a partner's page sizes
// the frame to its content (thousands of pixels on a phone), so the
// frame's own window is not the screen, and anything the app shows "over
// the page" (the bag drawer, a dialog) would sit at the frame's top, maybe
// far above what is on screen. The loader (GET .../embed.js) tells the
// frame which band of it is visible:
//
//   viewport  {top, height}   CSS pixels from the frame's top; sent on the
//                             page's scroll and resize, on each frame
//                             resize, and when the app asks (viewportRequest)
//
// The app keeps the band as two CSS custom properties on the root element,
// --frame-visible-top and --frame-visible-height, which the drawer's and
// dialogs' CSS place themselves by; without a loader that tells (an older
// one), the properties are unset and the CSS falls back to the window.

import { useEffect } from 'react'
import { onParentMessage, postToParent } from '../../lib/parentFrame'

export interface VisibleBand {
  top: number
  height: number
}

/** The band a viewport message's payload names, or undefined when the payload is not one. */
export function visibleBand(payload: unknown): VisibleBand | undefined {
  if (!payload || typeof payload !== 'object') return undefined
  const { top, height } = payload as { top?: unknown; height?: unknown }
  if (typeof top !== 'number' || typeof height !== 'number' || !Number.isFinite(top) || !Number.isFinite(height)) return undefined
  if (top < 0 || height <= 0) return undefined
  return { top: Math.round(top), height: Math.round(height) }
}

/** Keeps the visible band in the root element's custom properties while enabled (a verified partner page). */
export function useFrameViewport(enabled: boolean, root: HTMLElement = document.documentElement) {
  useEffect(() => {
    if (!enabled) return
    const stop = onParentMessage((message) => {
      if (message.messageType !== 'viewport') return
      const band = visibleBand(message.payload)
      if (!band) return
      root.style.setProperty('--frame-visible-top', `${band.top}px`)
      root.style.setProperty('--frame-visible-height', `${band.height}px`)
    })
    // The loader sends the band on scroll; ask for it now, for a drawer opened before any scroll.
    postToParent('viewportRequest', {}, { debounce: false })
    return () => {
      stop()
      root.style.removeProperty('--frame-visible-top')
      root.style.removeProperty('--frame-visible-height')
    }
  }, [enabled, root])
}
