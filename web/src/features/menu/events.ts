// Tells the merchandising service what shoppers see and choose: an
// impression once per store and product (spec section 4), each click, and
// when the shopper leaves the page, the session's events in order
// (/v2/event/session). Events go out by lib/beacon.ts, batched after the
// SDK debounce of spec section 9. The analytics gate decides (lib/analytics
// currentMode): nothing from a kiosk, after an opt-out or with Global
// Privacy Control, and in development they are only logged.
import { currentMode } from '../../lib/analytics'
import { merchPath } from '../../lib/api'
import { SDK_DEBOUNCE_MS, beacon } from '../../lib/beacon'
import { ensureDeviceId } from '../../lib/deviceId'
import type { Body } from '../../lib/wire'

/** A product shown or clicked; sent as the body of /v2/event/1 and /2, which the device id completes. */
export interface ProductEvent {
  storeId: number
  productId: number
  placement?: string
  adToken?: string
}

const seen = new Set<string>()
let queue: { path: string; body: Record<string, unknown> }[] = []
let timer: ReturnType<typeof setTimeout> | undefined

/** One step of the shopper's session, as /v2/event/session receives them. */
export interface SessionEvent {
  type: 'impression' | 'click' | 'add_to_cart'
  storeId: number
  productId: number
  placement?: string
  at: number
}

/** The server takes at most 500 events a session call. */
export const SESSION_EVENTS_MAX = 500
let session: SessionEvent[] = []
let listening = false

function remember(type: SessionEvent['type'], e: ProductEvent) {
  if (session.length >= SESSION_EVENTS_MAX) return
  session.push({ type, storeId: e.storeId, productId: e.productId, placement: e.placement, at: Date.now() })
  if (!listening && typeof document !== 'undefined') {
    listening = true
    // Hidden is the last moment a page is sure to get (pagehide is not fired everywhere, unload is unreliable).
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') sendSession()
    })
  }
}

/** Sends the session's events so far (when the page is hidden) and starts a new list. */
export function sendSession() {
  if (session.length === 0 || !allowed()) return
  const events = session
  session = []
  const storeIds = new Set(events.map((e) => e.storeId))
  send('/v2/event/session', { events, ...(storeIds.size === 1 ? { storeId: events[0]!.storeId } : {}) } satisfies Body<'/merch/v2/event/session', 'post'>)
  void flush()
}

/** Whether events are kept at all: the kiosk sends none (spec section 6), nor a shopper who opted out or whose browser sends Global Privacy Control. */
function allowed() {
  return currentMode() !== 'off'
}

function send(path: string, body: Record<string, unknown>) {
  const mode = currentMode()
  if (mode === 'off') return
  if (mode === 'log') {
    console.info('[merchandising]', path, body)
    return
  }
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
  if (timer !== undefined) {
    clearTimeout(timer)
    timer = undefined
  }
  for (const { path, body } of batch) {
    const payload = JSON.stringify({ ...body, janeDeviceId: device, distinctId: device })
    beacon(`${merchPath}${path}`, payload)
  }
}

/** Reports that a product was shown; repeats in this page's life are not sent. */
export function reportImpression(e: ProductEvent) {
  if (!allowed()) return
  const key = `${e.storeId}:${e.productId}`
  if (seen.has(key)) return
  seen.add(key)
  remember('impression', e)
  send('/v2/event/1', { ...e } satisfies Body<'/merch/v2/event/1', 'post'>)
}

/** Reports a click on a product (or an add to the bag). */
export function reportClick(e: ProductEvent & { isAddToCart?: boolean }) {
  if (!allowed()) return
  remember(e.isAddToCart ? 'add_to_cart' : 'click', e)
  send('/v2/event/2', { isAddToCart: false, ...e } satisfies Body<'/merch/v2/event/2', 'post'>)
}
