import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/App'
import { ensureDeviceId } from './lib/deviceId'
import { removeUserStorageKeys } from './lib/userStorage'
import { appContext } from './lib/appMode'
import { mountElement } from './lib/appRoot'
import { applyTheme, loadThemeFont } from './lib/theme'
import { installErrorReporting } from './lib/errorReporting'

// Uncaught errors of our own code go to the collector (lib/errorReporting.ts).
installErrorReporting()

// User storage keys are removed on boot (spec section 9), before anything
// renders or reads them.
removeUserStorageKeys()

const ctx = appContext()

// The device id is needed before the first add to the bag; a failure here is
// retried on the next page load and does not block browsing. The store
// console has no bag and no analytics, so it makes none.
if (ctx.mode !== 'business') void ensureDeviceId().catch(() => undefined)

// #root, or in the frameless embed the mount in its shadow root on the partner's page.
const root = mountElement()
// The partner sites wear the partner's theme: the whole page on its own
// domain or in its frame, only the app's shadow root on a frameless
// partner's page. (Headless takes its theme from buildCart.)
if (root && ctx.partner && ['whiteLabel', 'bloom', 'framelessEmbed', 'embedded', 'operatorEmbed'].includes(ctx.mode)) {
  applyTheme(ctx.mode === 'framelessEmbed' ? root : document.documentElement, ctx.partner.theme)
  loadThemeFont(ctx.partner.theme)
}
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
