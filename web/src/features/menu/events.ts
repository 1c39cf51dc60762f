// Tells the merchandising service what shoppers see and choose: an
// impression once per store and product (spec section 4), and each click.
// Events go out as text/plain keepalive requests (no preflight, and they
// survive the page changing), batched after the SDK debounce of spec section 9.
import { merchPath } from '../../lib/api'
import { appContext } from '../../lib/appMode'
import { ensureDeviceId } from '../../lib/deviceId'
import { globalPrivacyControl, optedOut } from '../../lib/analytics'

export const SDK_DEBOUNCE_MS = 1000

export interface ProductEvent {
  storeId: number
  productId: number
  placement?: string
  adToken?: string
}

const seen = new Set<string>()
let queue: { path: string; body: Record<string, unknown> }[] = []
let timer: ReturnType<typeof setTimeout> | undefined

/** The kiosk sends no usage analytics (spec section 6), nor a shopper who opted out or whose browser sends Global Privacy Control. */
function allowed() {
  return appContext().features.analytics && !optedOut() && !globalPrivacyControl()
}

function send(path: string, body: Record<string, unknown>) {
  if (!allowed()) return
  queue.push({ path, body })
  if (timer === undefined) timer = setTimeout(() => void flush(), SDK_DEBOUNCE_MS)
}

async function flush() {
  timer = undefined
  const batch = queue
  queue = []
  let device: string
  try {
    device = await ensureDeviceId()
  } catch {
    return // no device id: events are dropped, the page goes on
  }
  for (const { path, body } of batch) {
    const payload = JSON.stringify({ ...body, janeDeviceId: device })
    void fetch(`${merchPath}${path}`, {
      method: 'POST',
      body: payload,
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => {})
  }
}

/** Reports that a product was shown; repeats in this page's life are not sent. */
export function reportImpression(e: ProductEvent) {
  if (!allowed()) return
  const key = `${e.storeId}:${e.productId}`
  if (seen.has(key)) return
  seen.add(key)
  send('/v2/event/1', { ...e })
}

/** Reports a click on a product (or an add to the bag). */
export function reportClick(e: ProductEvent & { isAddToCart?: boolean }) {
  send('/v2/event/2', { isAddToCart: false, ...e })
}
