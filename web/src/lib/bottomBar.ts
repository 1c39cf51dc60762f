// A bar fixed at the foot of a phone's screen (the bag bar, the product
// page's "Add to bag") marks the document while it shows, so the page can
// end with room for it and the login prompt can sit above it (the
// components' CSS reads html[data-bottom-bar] on phones).

import { useEffect } from 'react'

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
