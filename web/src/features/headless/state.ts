// What the frame knows of the partner's latest buildCart: kept in session
// storage, so a reload of the frame keeps the partner's options (theme,
// redirect, what to switch off) with the cart it built.

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { sessionStore } from '../../lib/browserStorage'
import { modeStorageKey } from '../../lib/appMode'
import { parentOrigin } from '../../lib/parentFrame'
import { buildOfParent, type BuildCart, type BuildCartProduct, type HeadlessOptions } from './protocol'

/** A line of a buildCart the server refused, with its answer. */
export interface FailedLine extends BuildCartProduct {
  status: number
  message: string
}

export type BuildStatus = 'waiting' | 'building' | 'ready' | 'refused'

export interface HeadlessState {
  /** The latest accepted buildCart. */
  build?: BuildCart
  status: BuildStatus
  /** Lines the server would not add, and why. */
  failed: FailedLine[]
  /** Why the latest buildCart was refused. */
  refusal?: string
  /** Reservations already announced to the partner (checkoutComplete once each). */
  announced: string[]
  set: (s: Partial<Omit<HeadlessState, 'set'>>) => void
}

export const useHeadless = create<HeadlessState>()(
  persist(
    (set) => ({ status: 'waiting', failed: [], announced: [], set: (s) => set(s) }),
    {
      name: modeStorageKey('session', 'headless'),
      storage: createJSONStorage(() => sessionStore()),
      partialize: (s) => ({ build: s.build, failed: s.failed, announced: s.announced, status: s.status === 'building' ? 'waiting' : s.status }),
      // A saved build another parent sent (the frame's storage may outlive the page that framed it) is dropped.
      merge: (saved, current) => {
        const s = (saved ?? {}) as Partial<HeadlessState>
        if (!s.build || buildOfParent(s.build, parentOrigin())) return { ...current, ...s }
        return { ...current, ...s, build: undefined, failed: [], status: 'waiting', refusal: undefined }
      },
    },
  ),
)

const noOptions: HeadlessOptions = {}

/** The options of the latest build (none before a buildCart). */
export const useHeadlessOptions = () => useHeadless((s) => s.build?.options ?? noOptions)
