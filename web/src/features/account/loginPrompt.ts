// The login prompt popover's rules (spec section 4): it shows unless a
// stored dismissal time is in the future; dismissing stores now plus the
// dismiss period (default 24 hours); a prompt that cannot be dismissed by
// hand dismisses itself after the show time (default 10 seconds). It is for
// guests, and never on the pages that are themselves about logging in.

import { localStore, sessionStore } from '../../lib/browserStorage'

export const PROMPT_KEY = 'pistil.loginPrompt.dismissedUntil'
/** The page the prompt showed on in this visit (session storage): once a visit, on that page only. */
export const SHOWN_KEY = 'pistil.loginPrompt.shownOn'
export const DEFAULT_DISMISS_MS = 24 * 60 * 60 * 1000
export const DEFAULT_SHOW_MS = 10 * 1000

/** Pages where the prompt would repeat or cover what is there: log in, sign up, the account pages, checkout. */
export function isPromptFreePath(pathname: string): boolean {
  return /^\/(login|register|logout|profile)(\/|$)/.test(pathname) || /^\/cart\/(checkout|guest_checkout)(\/|$)/.test(pathname)
}

export interface PromptInput {
  now: number
  /** The stored dismissal time, ms since the epoch; undefined when none. */
  dismissedUntil: number | undefined
  signedIn: boolean
  pathname: string
  /** The page it already showed on in this visit, if it did. */
  shownOn?: string
}

/**
 * Whether the prompt shows: a guest, a page it belongs on, no dismissal
 * still running, and in this visit no other page it showed on already (it
 * shows once a visit, and again only when the shopper comes back to that page).
 */
export function shouldShowPrompt({ now, dismissedUntil, signedIn, pathname, shownOn }: PromptInput): boolean {
  if (signedIn || isPromptFreePath(pathname)) return false
  if (shownOn !== undefined && shownOn !== pathname) return false
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

export function readShownOn(storage: Storage = sessionStore()): string | undefined {
  try {
    return storage.getItem(SHOWN_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/** Remembers for this visit the page the prompt showed on. */
export function storeShownOn(pathname: string, storage: Storage = sessionStore()): void {
  try {
    storage.setItem(SHOWN_KEY, pathname)
  } catch {
    // Storage refused: the prompt may show again on the next page load.
  }
}
