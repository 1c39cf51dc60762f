// The login prompt popover's rules (spec section 4): it shows unless a
// stored dismissal time is in the future; dismissing stores now plus the
// dismiss period (default 24 hours); a prompt that cannot be dismissed by
// hand dismisses itself after the show time (default 10 seconds). It is for
// guests, and never on the pages that are themselves about logging in.

import { localStore } from '../../lib/browserStorage'

export const PROMPT_KEY = 'pistil.loginPrompt.dismissedUntil'
export const DEFAULT_DISMISS_MS = 24 * 60 * 60 * 1000
export const DEFAULT_SHOW_MS = 10 * 1000

/** Pages where the prompt would repeat or cover what is there: log in, sign up, the account pages. */
export function isPromptFreePath(pathname: string): boolean {
  return /^\/(login|register|logout|profile)(\/|$)/.test(pathname)
}

export interface PromptInput {
  now: number
  /** The stored dismissal time, ms since the epoch; undefined when none. */
  dismissedUntil: number | undefined
  signedIn: boolean
  pathname: string
}

/** Whether the prompt shows: a guest, a page it belongs on, and no dismissal still running. */
export function shouldShowPrompt({ now, dismissedUntil, signedIn, pathname }: PromptInput): boolean {
  if (signedIn || isPromptFreePath(pathname)) return false
  return dismissedUntil === undefined || dismissedUntil <= now
}

/** When a dismissal made now ends. */
export function dismissedUntilAfter(now: number, period = DEFAULT_DISMISS_MS): number {
  return now + period
}

/** How long until a non-dismissible prompt shown at shownAt dismisses itself (never below 0). */
export function autoDismissDelay(shownAt: number, now: number, showTime = DEFAULT_SHOW_MS): number {
  return Math.max(0, shownAt + showTime - now)
}

export function readDismissedUntil(storage: Storage = localStore()): number | undefined {
  try {
    const n = Number(storage.getItem(PROMPT_KEY))
    return Number.isFinite(n) && n > 0 ? n : undefined
  } catch {
    return undefined
  }
}

/** Stores the dismissal; answers the time it lasts until. */
export function storeDismissal(now: number, period = DEFAULT_DISMISS_MS, storage: Storage = localStore()): number {
  const until = dismissedUntilAfter(now, period)
  try {
    storage.setItem(PROMPT_KEY, String(until))
  } catch {
    // Storage refused: the prompt stays dismissed for this page only.
  }
  return until
}
