import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEVICE_ID_KEY,
  FINGERPRINT_KEY,
  FINGERPRINT_LENGTH,
  FINGERPRINT_TTL_MS,
  deviceId,
  ensureDeviceId,
  fingerprintOf,
  generateDeviceId,
  isGeneratedDeviceId,
  readDeviceCookie,
  resetDeviceIdForTests,
  resolveDeviceId,
} from './deviceId'
import { resetSettingsForTests } from './settings'

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0)

function clearCookie() {
  document.cookie = 'jdid=; Path=/; Max-Age=0'
}

beforeEach(() => {
  localStorage.clear()
  clearCookie()
  resetDeviceIdForTests()
  resetSettingsForTests()
  document.getElementById('pistil-app-settings')?.remove()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the server cookie step', () => {
  it('asks GET /bootstrap for a jdid when the page has none, before any fingerprint', async () => {
    const fromServer = 'V1StGXR8_Z5jdHi6B-myT'
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ device_id: fromServer }), { status: 200 }))
    const digest = vi.spyOn(crypto.subtle, 'digest')
    await expect(resolveDeviceId(NOW)).resolves.toEqual({ id: fromServer, source: 'cookie' })
    expect(fetchSpy).toHaveBeenCalledWith('/api/v1/bootstrap', expect.objectContaining({ credentials: 'include' }))
    expect(digest).not.toHaveBeenCalled()
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(fromServer)
  })

  it('falls back to the fingerprint when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
    const r = await resolveDeviceId(NOW)
    expect(r.source).toBe('fingerprint')
    expect(r.id).toHaveLength(FINGERPRINT_LENGTH)
  })
})

describe('isGeneratedDeviceId', () => {
  it('counts 21-character ids as generated, not the 20-character fingerprint id', () => {
    expect(isGeneratedDeviceId('a'.repeat(21))).toBe(true)
    expect(isGeneratedDeviceId('a'.repeat(20))).toBe(false)
  })
})

describe('generateDeviceId', () => {
  it('makes 21 characters of the URL-safe alphabet from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array
      for (let i = 0; i < bytes.length; i++) bytes[i] = i * 13 + 200
      return array
    })
    const id = generateDeviceId()
    expect(spy).toHaveBeenCalledOnce()
    expect(id).toHaveLength(21)
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(isGeneratedDeviceId(id)).toBe(true)
  })
})

describe('fingerprintOf', () => {
  it('is 20 URL-safe characters and the same for the same traits', async () => {
    const a = await fingerprintOf('["Mozilla/5.0",["en-US"],[1440,900,24],"America/Chicago",8,"Linux"]')
    const b = await fingerprintOf('["Mozilla/5.0",["en-US"],[1440,900,24],"America/Chicago",8,"Linux"]')
    const c = await fingerprintOf('["Mozilla/5.0",["fr-CA"],[1440,900,24],"America/Toronto",8,"Linux"]')
    expect(a).toHaveLength(FINGERPRINT_LENGTH)
    expect(a).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(a).toBe(b)
    expect(c).not.toBe(a)
  })
})

describe('resolveDeviceId', () => {
  it('(a) keeps the id in local storage, and writes it to the cookie the server reads', async () => {
    localStorage.setItem(DEVICE_ID_KEY, 'stored_id_0123456789x')
    document.cookie = 'jdid=other_cookie_id_012345; Path=/'
    expect(await resolveDeviceId(NOW)).toEqual({ id: 'stored_id_0123456789x', source: 'storage' })
    expect(readDeviceCookie()).toBe('stored_id_0123456789x')
  })

  it('(b) takes the server cookie when storage has none, and stores it', async () => {
    document.cookie = 'other=1; Path=/'
    document.cookie = 'jdid=cookie_id_0123456789x; Path=/'
    expect(await resolveDeviceId(NOW)).toEqual({ id: 'cookie_id_0123456789x', source: 'cookie' })
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe('cookie_id_0123456789x')
  })

  it('ignores a stored value or cookie that is not a device id', async () => {
    localStorage.setItem(DEVICE_ID_KEY, 'short')
    document.cookie = 'jdid=not%20valid; Path=/'
    const { source } = await resolveDeviceId(NOW)
    expect(source).toBe('fingerprint')
  })

  it('(c) derives a 20-character fingerprint id, caches it for a day and agrees the cookie', async () => {
    const { id, source } = await resolveDeviceId(NOW)
    expect(source).toBe('fingerprint')
    expect(id).toHaveLength(20)
    expect(isGeneratedDeviceId(id)).toBe(false)
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id)
    expect(readDeviceCookie()).toBe(id)
    expect(JSON.parse(localStorage.getItem(FINGERPRINT_KEY) ?? '{}')).toEqual({ id, expires: NOW + FINGERPRINT_TTL_MS })
  })

  it('(c) uses the cached fingerprint id within its day and computes it again after', async () => {
    localStorage.setItem(FINGERPRINT_KEY, JSON.stringify({ id: 'cachedFingerprint_01', expires: NOW + 1000 }))
    expect(await resolveDeviceId(NOW)).toEqual({ id: 'cachedFingerprint_01', source: 'fingerprint' })

    localStorage.removeItem(DEVICE_ID_KEY)
    clearCookie()
    const later = NOW + 2000
    const again = await resolveDeviceId(later)
    expect(again.source).toBe('fingerprint')
    expect(again.id).not.toBe('cachedFingerprint_01')
    expect(JSON.parse(localStorage.getItem(FINGERPRINT_KEY) ?? '{}').expires).toBe(later + FINGERPRINT_TTL_MS)
  })

  it('(d) logs a failed fingerprint and falls back to a generated id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('no digest here'))
    const { id, source } = await resolveDeviceId(NOW)
    expect(source).toBe('generated')
    expect(isGeneratedDeviceId(id)).toBe(true)
    expect(warn).toHaveBeenCalledOnce()
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id)
    expect(readDeviceCookie()).toBe(id)
  })

  it('(d) gives up on a fingerprint that takes longer than the settings timeout', async () => {
    const block = document.createElement('script')
    block.id = 'pistil-app-settings'
    block.type = 'application/json'
    block.textContent = JSON.stringify({ fingerprintTimeout: 50 })
    document.head.append(block)
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(crypto.subtle, 'digest').mockReturnValue(new Promise<ArrayBuffer>(() => undefined))
    const result = resolveDeviceId(NOW)
    await vi.advanceTimersByTimeAsync(49)
    expect(warn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const { id, source } = await result
    expect(source).toBe('generated')
    expect(id).toHaveLength(21)
    expect(String(warn.mock.calls[0]?.[1])).toContain('timed out after 50 ms')
  })
})

describe('ensureDeviceId', () => {
  it('resolves once for concurrent callers and deviceId() then answers it', async () => {
    expect(deviceId()).toBeUndefined()
    const [a, b] = await Promise.all([ensureDeviceId(), ensureDeviceId()])
    expect(a).toBe(b)
    expect(deviceId()).toBe(a)
  })
})
