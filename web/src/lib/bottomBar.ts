// A bar fixed at the foot of a phone's screen (the bag bar, the product
// page's "Add to bag", the bag's "Check out") marks the document while it
// shows, so the page can end with room for it and the login prompt can sit
// above it (src/styles/global.css reads html[data-bottom-bar] on phones).

import { useEffect } from 'react'
import { appContext } from './appMode'

/**
 * The app modes whose pages are the browser's whole window, where a bar
 * fixed at the foot of a phone's screen is at hand. A page inside a
 * partner's frame grows with its content, so its foot is not on screen;
 * the kiosk has its own screens.
 */
const WINDOW_MODES: string[] = ['default', 'whiteLabel', 'bloom']

/** Whether this app's pages are the browser's whole window (WINDOW_MODES). */
export function pageIsWindow(): boolean {
  return WINDOW_MODES.includes(appContext().mode)
}

let bars = 0

/** Marks the document as having a bottom bar while active and the caller is mounted. */
export function useBottomBar(active: boolean) {
  useEffect(() => {
    if (!active) return
    bars += 1
    document.documentElement.dataset.bottomBar = ''
    return () => {
      bars -= 1
      if (bars === 0) delete document.documentElement.dataset.bottomBar
    }
  }, [active])
}
