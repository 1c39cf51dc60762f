import { beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_DISMISS_MS,
  DEFAULT_SHOW_MS,
  PROMPT_KEY,
  autoDismissDelay,
  dismissedUntilAfter,
  isPromptFreePath,
  readDismissedUntil,
  shouldShowPrompt,
  storeDismissal,
} from './loginPrompt'

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0)
const HOUR = 60 * 60 * 1000

beforeEach(() => localStorage.clear())

describe('shouldShowPrompt', () => {
  const guest = { now: NOW, dismissedUntil: undefined, signedIn: false, pathname: '/' }
  it.each([
    ['a guest who never dismissed it', guest, true],
    ['a signed-in customer', { ...guest, signedIn: true }, false],
    ['a dismissal still running', { ...guest, dismissedUntil: NOW + 1 }, false],
    ['a dismissal that ended now', { ...guest, dismissedUntil: NOW }, true],
    ['a dismissal that ended', { ...guest, dismissedUntil: NOW - HOUR }, true],
    ['the login page', { ...guest, pathname: '/login' }, false],
    ['the register page', { ...guest, pathname: '/register' }, false],
    ['an account page', { ...guest, pathname: '/profile/settings' }, false],
    ['a store menu', { ...guest, pathname: '/stores/1/green/menu' }, true],
    ['the checkout', { ...guest, pathname: '/cart/checkout' }, false],
    ['the guest checkout', { ...guest, pathname: '/cart/guest_checkout' }, false],
    ['the bag itself', { ...guest, pathname: '/cart' }, true],
    ['the page it showed on in this visit', { ...guest, pathname: '/products', shownOn: '/products' }, true],
    ['another page after it showed once this visit', { ...guest, pathname: '/stores/1/green/menu', shownOn: '/' }, false],
  ])('%s: %s', (_, input, want) => {
    expect(shouldShowPrompt(input)).toBe(want)
  })

  it('does not mistake look-alike paths for account pages', () => {
    expect(isPromptFreePath('/profiles-of-strains')).toBe(false)
    expect(isPromptFreePath('/profile')).toBe(true)
  })
})

describe('dismissal', () => {
  it('lasts 24 hours by default, or the given period', () => {
    expect(DEFAULT_DISMISS_MS).toBe(24 * HOUR)
    expect(dismissedUntilAfter(NOW)).toBe(NOW + 24 * HOUR)
    expect(dismissedUntilAfter(NOW, HOUR)).toBe(NOW + HOUR)
  })

  it('is stored and read back, and hides the prompt until it ends', () => {
    expect(readDismissedUntil()).toBeUndefined()
    const until = storeDismissal(NOW)
    expect(localStorage.getItem(PROMPT_KEY)).toBe(String(NOW + 24 * HOUR))
    expect(readDismissedUntil()).toBe(until)
    const at = (now: number) => shouldShowPrompt({ now, dismissedUntil: readDismissedUntil(), signedIn: false, pathname: '/' })
    expect(at(NOW + 24 * HOUR - 1)).toBe(false)
    expect(at(NOW + 24 * HOUR)).toBe(true)
  })

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem(PROMPT_KEY, 'soon')
    expect(readDismissedUntil()).toBeUndefined()
  })
})

describe('autoDismissDelay', () => {
  it('is the show time (10 seconds by default) from when the prompt showed', () => {
    expect(DEFAULT_SHOW_MS).toBe(10_000)
    expect(autoDismissDelay(NOW, NOW)).toBe(10_000)
    expect(autoDismissDelay(NOW, NOW + 4000)).toBe(6000)
    expect(autoDismissDelay(NOW, NOW + 60_000)).toBe(0)
    expect(autoDismissDelay(NOW, NOW, 3000)).toBe(3000)
  })
})
