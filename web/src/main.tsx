import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/App'
import { ensureDeviceId } from './lib/deviceId'

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
