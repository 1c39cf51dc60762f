// Local and session storage that always answer. A page in a partner's
// frame may be refused both (a browser blocking third-party storage throws
// SecurityError on the first touch); the app then keeps what it would have
// stored in memory for the page's life, and the embedded modes still work,
// only forgetting the cart and session on reload. The default mode, first
// party, gets the browser's storage as before.

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

/** The browser's storage when it can be read and written, else null. */
export function usableStorage(get: () => Storage | undefined): Storage | null {
  try {
    const s = get()
    if (!s) return null
    s.setItem('pistil.storageProbe', '1')
    s.removeItem('pistil.storageProbe')
    return s
  } catch {
    return null
  }
}

const chosen: { local?: Storage; session?: Storage } = {}

/** Local storage, or memory where the browser refuses it. */
export function localStore(): Storage {
  chosen.local ??= usableStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage)) ?? new MemoryStorage()
  return chosen.local
}

/** Session storage, or memory where the browser refuses it. */
export function sessionStore(): Storage {
  chosen.session ??= usableStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage)) ?? new MemoryStorage()
  return chosen.session
}

/** Whether the page keeps things in memory only (no browser storage). */
export function storageIsMemoryOnly(): boolean {
  return localStore() instanceof MemoryStorage
}

/** Only for tests: choose again on the next call. */
export function resetBrowserStorageForTests() {
  delete chosen.local
  delete chosen.session
}
