// How the app asks a shopper to log in, by app mode (spec section 2,
// "Invalid login token: default mode opens a login modal; embedded mode goes
// to the embedded login page"). The one place that decides modal or page:
// this build serves the default mode only, and the embedded modes will
// answer their embedded login page here.

export type AppMode = 'default' | 'embedded' | 'framelessEmbed' | 'whiteLabel' | 'operatorEmbed' | 'kiosk' | 'bloom' | 'headless'

export type LoginAsk = { kind: 'modal' } | { kind: 'navigate'; to: string }

/** The app mode of this page; only the default mode is built so far. */
export function currentAppMode(): AppMode {
  return 'default'
}

/** Whether a path is a log-in or sign-up page, where a login modal would only repeat the page. */
export function isLoginPage(pathname: string): boolean {
  return /^\/(login|register)(\/|$)/.test(pathname)
}

/** Modal over the page in default mode; embedded modes will go to their login page. */
export function askToLogIn(mode: AppMode, next: string): LoginAsk {
  switch (mode) {
    case 'default':
      return { kind: 'modal' }
    default:
      // Until the embedded login page exists, the ordinary one with next.
      return { kind: 'navigate', to: `/login?next=${encodeURIComponent(next)}` }
  }
}
