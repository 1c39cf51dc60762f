// Undoing a removal from the bag (spec section 1's undoable window): for
// the window after a line leaves the bag, the bag offers to put it back as
// it was, count and weight.

import { create } from 'zustand'
import type { PublicSettings } from '../../lib/settings'
import type { WeightId } from '../../lib/types'

export const DEFAULT_UNDOABLE_WINDOW = 5000

/** The page settings' undoable window, in ms: the server's, or five seconds. */
export function undoableWindow(s: PublicSettings): number {
  const w = s.undoableWindow
  return typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : DEFAULT_UNDOABLE_WINDOW
}

/** A line taken out of the bag, enough to put it back. */
export interface RemovedLine {
  storeId: number
  storeName?: string
  productId: number
  priceId: WeightId
  count: number
  /** What the shopper calls it: name and weight. */
  label: string
}

interface Removals {
  /** The last line removed and until when (ms since the epoch) it can be put back. */
  removed?: RemovedLine & { until: number }
  remember: (line: RemovedLine, now: number, window: number) => void
  forget: () => void
}

export const useRemovals = create<Removals>()((set) => ({
  remember: (line, now, window) => set({ removed: { ...line, until: now + window } }),
  forget: () => set({ removed: undefined }),
}))

/** Whether a removal can still be undone at now. */
export function undoable(removed: { until: number } | undefined, now: number): boolean {
  return removed !== undefined && now < removed.until
}
