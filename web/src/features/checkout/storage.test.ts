import { describe, expect, it } from 'vitest'
import { cookieStore, fallbackStore, loadCheckoutData, memoryStore, saveCheckoutData, webStore, type KeyValueStore } from './storage'

/** A document whose cookie jar works like a browser's, minus paths and expiry dates. */
function fakeDocument(blocked = false) {
  const jar = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      if (blocked) return
      const [pair = '', ...attrs] = line.split('; ')
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      if (attrs.includes('max-age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

function fakeStorage(refuse = false): Storage {
  const m = new Map<string, string>()
  return {
    get length() {
      return m.size
    },
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => {
      if (refuse) throw new DOMException('quota', 'QuotaExceededError')
      m.set(k, v)
    },
    removeItem: (k) => void m.delete(k),
  }
}

describe('cookieStore', () => {
  it('keeps values in a /cart cookie, strict same-site, encoded', () => {
    const doc = fakeDocument()
    const s = cookieStore(doc)!
    s.set('pistil_checkout', '{"a":"b; c"}')
    expect(s.get('pistil_checkout')).toBe('{"a":"b; c"}')
    expect(doc.writes.at(-1)).toBe('pistil_checkout=%7B%22a%22%3A%22b%3B%20c%22%7D; path=/cart; max-age=2592000; SameSite=Strict')
    s.remove('pistil_checkout')
    expect(s.get('pistil_checkout')).toBeNull()
  })

  it('marks the cookie Secure on https', () => {
    const doc = fakeDocument()
    cookieStore(doc, true)!.set('k', 'v')
    expect(doc.writes.at(-1)).toMatch(/; Secure$/)
  })

  it('is null when the browser blocks cookies or there is no document', () => {
    expect(cookieStore(fakeDocument(true))).toBeNull()
    expect(cookieStore(undefined)).toBeNull()
  })
})

describe('webStore', () => {
  it('is null when storage is missing, throws on access or refuses writes', () => {
    expect(webStore(() => undefined)).toBeNull()
    expect(
      webStore(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
    ).toBeNull()
    expect(webStore(() => fakeStorage(true))).toBeNull()
  })

  it('reads back what it wrote', () => {
    const s = webStore(() => fakeStorage())!
    s.set('k', 'v')
    expect(s.get('k')).toBe('v')
  })
})

describe('fallbackStore', () => {
  const tagged = (name: string): KeyValueStore & { name: string } => ({ name, ...memoryStore() })

  it('takes the cookie when it works', () => {
    expect((fallbackStore([() => tagged('cookie'), () => tagged('local')]) as { name?: string }).name).toBe('cookie')
  })

  it('falls back to local storage, then to memory', () => {
    expect((fallbackStore([() => null, () => tagged('local')]) as { name?: string }).name).toBe('local')
    const memory = fallbackStore([() => null, () => null])
    memory.set('k', 'v')
    expect(memory.get('k')).toBe('v')
  })

  it('falls back past a blocked cookie jar to a working local storage', () => {
    const s = fallbackStore([() => cookieStore(fakeDocument(true)), () => webStore(() => fakeStorage())])
    s.set('k', 'v')
    expect(s.get('k')).toBe('v')
  })
})

describe('checkout data', () => {
  it('round-trips the contact, mode and address, dropping empty and unknown fields', () => {
    const s = memoryStore()
    saveCheckoutData(
      {
        first_name: 'Ada',
        last_name: '',
        email: 'ada@example.com',
        reservation_mode: 'delivery',
        delivery_address: { street: '1 Main St', city: 'New York', state_code: 'NY', zipcode: '10013' },
        ...({ password: 'secret' } as object),
      },
      s,
    )
    expect(JSON.parse(s.get('pistil_checkout')!)).not.toHaveProperty('password')
    expect(loadCheckoutData(s)).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      reservation_mode: 'delivery',
      delivery_address: { street: '1 Main St', city: 'New York', state_code: 'NY', zipcode: '10013' },
    })
  })

  it('reads nothing from a missing or corrupt value', () => {
    const s = memoryStore()
    expect(loadCheckoutData(s)).toEqual({})
    s.set('pistil_checkout', '{not json')
    expect(loadCheckoutData(s)).toEqual({})
    s.set('pistil_checkout', '{"first_name": 7, "phone": "555"}')
    expect(loadCheckoutData(s)).toEqual({ phone: '555' })
  })
})
