// How the app asks a shopper to log in, by app mode (spec section 2,
// "Invalid login token: default mode opens a login modal; embedded mode goes
// to the embedded login page"). The one place that decides modal or page.

import { appContext, type AppMode } from './appMode'

export type { AppMode }

export type LoginAsk = { kind: 'modal' } | { kind: 'navigate'; to: string }

/** The app mode of this page (lib/appMode.ts decides it). */
export function currentAppMode(): AppMode {
  return appContext().mode
}

/** Whether a path is a log-in or sign-up page, where a login modal would only repeat the page. */
export function isLoginPage(pathname: string): boolean {
  return /^\/(login|register)(\/|$)/.test(pathname)
}

/**
 * Modal over the page in default mode; the other modes go to their own
 * login page. next and the answer are paths inside the mode's router (its
 * base path left out: the router adds it).
 */
export function askToLogIn(mode: AppMode, next: string): LoginAsk {
  switch (mode) {
    case 'default':
      return { kind: 'modal' }
    default:
      return { kind: 'navigate', to: `/login?next=${encodeURIComponent(next)}` }
  }
}

/** Where a login without a usable next path lands (spec section 2): the embedded menu in embedded mode, else the root. */
export function homeAfterLogin(mode: AppMode): string {
  return mode === 'embedded' ? '/menu' : '/'
}
