// The kiosk's binding to its store (docs/adr/0012-kiosk-device-binding.md):
// staff type the store's kiosk PIN once, the server answers a device token,
// and the kiosk keeps it and sends it with every call (X-Pistil-Kiosk), so
// that it may make kiosk carts and reservations for that store.

import { apiPath, request, setModeHeaders } from '../../lib/api'
import { localStore } from '../../lib/browserStorage'
import type { Answer, Body } from '../../lib/wire'

export const KIOSK_HEADER = 'X-Pistil-Kiosk'
export const BINDING_KEY = 'pistil.kiosk.device'

export interface KioskBinding {
  storeId: number
  token: string
}

/** The store this device is bound to and its token, if any. */
export function kioskBinding(): KioskBinding | undefined {
  try {
    const b = JSON.parse(localStore().getItem(BINDING_KEY) ?? 'null') as Partial<KioskBinding> | null
    if (b && typeof b.storeId === 'number' && typeof b.token === 'string' && b.token.startsWith('pkd_')) {
      return { storeId: b.storeId, token: b.token }
    }
  } catch {
    // a damaged value is no binding
  }
  return undefined
}

export function saveBinding(b: KioskBinding) {
  localStore().setItem(BINDING_KEY, JSON.stringify(b))
}

export function forgetBinding() {
  localStore().removeItem(BINDING_KEY)
}

/** Whether this device is bound to the store. */
export function boundTo(storeId: number): boolean {
  return kioskBinding()?.storeId === storeId
}

/** Sends the device token with every call of this page. */
export function installKioskHeader() {
  setModeHeaders((): Record<string, string> => {
    const b = kioskBinding()
    return b ? { [KIOSK_HEADER]: b.token } : {}
  })
}

/** POST /kiosk/devices: binds this device to the store when the PIN is right. */
export async function bindKiosk(storeId: number, pin: string): Promise<KioskBinding> {
  const res = await request<Answer<'/api/v1/kiosk/devices', 'post'>>(`${apiPath}/kiosk/devices`, {
    method: 'POST',
    body: { store_id: storeId, pin } satisfies Body<'/api/v1/kiosk/devices', 'post'>,
  })
  const b = { storeId: res.store_id, token: res.device_token }
  saveBinding(b)
  return b
}

/** GET /kiosk/devices/current: the store the kept token is still bound to; a 403 means none. */
export const currentBinding = () => request<Answer<'/api/v1/kiosk/devices/current', 'get'>>(`${apiPath}/kiosk/devices/current`)
