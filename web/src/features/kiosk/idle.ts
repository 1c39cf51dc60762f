// The kiosk's retail timeout (spec section 1, settings): after this long
// without a touch, a key or a pointer, the kiosk clears the bag and goes
// back to its attract screen for the next shopper, after a "Still there?"
// warning for its last seconds.

import type { PublicSettings } from '../../lib/settings'

export const DEFAULT_RETAIL_TIMEOUT = 120_000

/** The idle time of the page's settings, in ms: the server's, or two minutes. */
export function retailTimeout(s: PublicSettings): number {
  const t = s.retailTimeout
  return typeof t === 'number' && Number.isFinite(t) && t >= 1000 ? t : DEFAULT_RETAIL_TIMEOUT
}

/** How long before the reset the warning shows: 15 s, or a third of a short timeout. */
export function warningLead(timeout: number): number {
  return Math.min(15_000, Math.floor(timeout / 3))
}

export type IdlePhase = 'active' | 'warning' | 'reset'

/** Where a kiosk idle for idleMs stands under timeout. */
export function idlePhase(idleMs: number, timeout: number): IdlePhase {
  if (idleMs >= timeout) return 'reset'
  if (idleMs >= timeout - warningLead(timeout)) return 'warning'
  return 'active'
}

/** Whole seconds left before the reset, for the warning's countdown. */
export function secondsLeft(idleMs: number, timeout: number): number {
  return Math.max(0, Math.ceil((timeout - idleMs) / 1000))
}

/** The events that count as someone at the kiosk. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const
