// Messages between the app in a partner's frame and the partner's page
// (spec section 2: embedded pages post {messageType, path, payload} to the
// parent, debounced 275 ms; reference/wire-shapes.md for headless). Both
// directions are bound to the partner's configured origins: a message is
// posted only to the parent's origin when it is one of them, and taken only
// from the parent window at one of them. A page with no configured partner
// posts nothing and takes nothing.

import { appContext, routerPath, type AppContext } from './appMode'

/** Frame message debounce (spec section 9). */
export const FRAME_MESSAGE_DEBOUNCE_MS = 275

export interface FrameMessage {
  messageType: string
  path: string
  payload: unknown
}

/** The origins the page may talk to: its partner's, or on /headless every headless partner's. */
export function allowedOrigins(ctx: Pick<AppContext, 'partner' | 'headlessPartners'> = appContext()): string[] {
  const out = new Set<string>(ctx.partner?.allowed_origins ?? [])
  for (const p of ctx.headlessPartners ?? []) for (const o of p.allowed_origins) out.add(o)
  return [...out]
}

/**
 * The origin of the page framing this one, when it is an allowed origin:
 * the browser's ancestor origins where it tells them, else the referrer.
 */
export function parentOrigin(win: Window = window, allowed: string[] = allowedOrigins()): string | undefined {
  if (win.parent === win) return undefined
  let origin: string | undefined = win.location.ancestorOrigins?.[0]
  if (!origin && win.document.referrer) {
    try {
      origin = new URL(win.document.referrer).origin
    } catch {
      origin = undefined
    }
  }
  return origin && allowed.includes(origin) ? origin : undefined
}

const pending = new Map<string, ReturnType<typeof setTimeout>>()

/**
 * Posts {messageType, path, payload} to the partner's page. Debounced per
 * message type by default (the latest payload wins); debounce: false sends
 * at once (events the parent must each receive, such as analytics).
 */
export function postToParent(messageType: string, payload: unknown = {}, options: { debounce?: boolean; win?: Window } = {}): boolean {
  const win = options.win ?? window
  const origin = parentOrigin(win)
  if (!origin) return false
  const send = () => {
    pending.delete(messageType)
    const message: FrameMessage = { messageType, path: routerPath(win.location.pathname) + win.location.search, payload }
    win.parent.postMessage(message, origin)
  }
  if (options.debounce === false) {
    send()
    return true
  }
  clearTimeout(pending.get(messageType))
  pending.set(messageType, setTimeout(send, FRAME_MESSAGE_DEBOUNCE_MS))
  return true
}

/**
 * Listens for the partner page's messages: only from the parent window and
 * an allowed origin, and only objects with a messageType. Returns the
 * function that stops listening.
 */
export function onParentMessage(
  handler: (message: { messageType: string; payload?: unknown }, origin: string) => void,
  win: Window = window,
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win) return
    if (!allowedOrigins().includes(event.origin)) return
    const data = event.data as { messageType?: unknown; payload?: unknown } | null
    if (!data || typeof data !== 'object' || typeof data.messageType !== 'string') return
    handler({ messageType: data.messageType, payload: data.payload }, event.origin)
  }
  win.addEventListener('message', listener)
  return () => win.removeEventListener('message', listener)
}
