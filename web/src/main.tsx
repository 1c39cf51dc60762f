import './lib/renderer'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/App'
import { createAppRouter } from './app/router'
import { ensureDeviceId } from './lib/deviceId'
import { removeUserStorageKeys } from './lib/userStorage'
import { appContext } from './lib/appMode'
import { keepLazyStylesInShadow, mountElement } from './lib/appRoot'
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
// Screens load on demand; in the frameless embed their style sheets belong
// in the shadow root, not on the partner's page.
if (ctx.mode === 'framelessEmbed') keepLazyStylesInShadow(new URL('./', import.meta.url).href)
if (root && ctx.partner && ['whiteLabel', 'bloom', 'framelessEmbed', 'embedded', 'operatorEmbed'].includes(ctx.mode)) {
  applyTheme(ctx.mode === 'framelessEmbed' ? root : document.documentElement, ctx.partner.theme)
  loadThemeFont(ctx.partner.theme)
}
if (root) {
  // The mode's route table may be a chunk of its own (app/modes/index.ts):
  // the app starts once it is here. A failed fetch (a new build replaced
  // the chunk, the network dropped) asks for a reload: no route is there to
  // show the error page.
  const mount = root
  createAppRouter(ctx).then(
    (router) =>
      createRoot(mount).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    (err: unknown) => {
      console.error(err)
      mount.textContent = 'Something went wrong loading this page. Please reload it.'
    },
  )
}
