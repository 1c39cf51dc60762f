import { apiPath, request } from './api'

const KEY = 'pistil.jdid'

/** Makes sure the shopper has a device id: stored, else from the server's jdid cookie. */
export async function ensureDeviceId(): Promise<string> {
  const stored = window.localStorage.getItem(KEY)
  if (stored) return stored
  const { device_id } = await request<{ device_id: string }>(`${apiPath}/bootstrap`)
  window.localStorage.setItem(KEY, device_id)
  return device_id
}

export function deviceId(): string | undefined {
  return window.localStorage.getItem(KEY) ?? undefined
}
