import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/App'
import { ensureDeviceId } from './lib/deviceId'
import { removeUserStorageKeys } from './lib/userStorage'

// User storage keys are removed on boot (spec section 9), before anything
// renders or reads them.
removeUserStorageKeys()

// The device id is needed before the first add to the bag; a failure here is
// retried on the next page load and does not block browsing.
void ensureDeviceId().catch(() => undefined)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
