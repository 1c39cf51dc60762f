import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetAppContextForTests, resolveAppMode, type Partner } from './appMode'
import { FRAME_MESSAGE_DEBOUNCE_MS, onParentMessage, parentOrigin, postToParent } from './parentFrame'

const partner: Partner = {
  id: 1,
  name: 'Site',
  mode: 'embedded',
  allowed_origins: ['https://shop.example'],
  theme: {},
  store_ids: [1],
  auth_disabled: false,
  partner_hosted_path: '',
}

function framedBy(origin: string, referrer = '') {
  const parent = { postMessage: vi.fn() }
  const listeners: ((e: MessageEvent) => void)[] = []
  const win = {
    parent,
    location: { pathname: '/embed/stores/1/menu', search: '?q=1', ancestorOrigins: origin ? [origin] : undefined },
    document: { referrer },
    addEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.push(fn),
    removeEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.splice(listeners.indexOf(fn), 1),
  }
  const deliver = (data: unknown, from: string, source: unknown = parent) => listeners.forEach((l) => l({ data, origin: from, source } as MessageEvent))
  return { win: win as unknown as Window, parent, deliver, listeners }
}

beforeEach(() => {
  vi.useFakeTimers()
  resetAppContextForTests(resolveAppMode({ pathname: '/embed/stores/1/menu' }, { appMode: 'embedded', partner }))
})
afterEach(() => {
  vi.useRealTimers()
  resetAppContextForTests()
})

describe('parentOrigin', () => {
  it('is the framing origin only when the partner allows it', () => {
    expect(parentOrigin(framedBy('https://shop.example').win)).toBe('https://shop.example')
    expect(parentOrigin(framedBy('https://evil.example').win)).toBeUndefined()
    // Without ancestor origins, the referrer tells.
    expect(parentOrigin(framedBy('', 'https://shop.example/menu?x').win)).toBe('https://shop.example')
    expect(parentOrigin(framedBy('', '').win)).toBeUndefined()
  })
})

describe('postToParent', () => {
  it('posts the latest message of a type once, 275 ms after the last, to the partner origin only', () => {
    const { win, parent } = framedBy('https://shop.example')
    postToParent('resize', { height: 100 }, { win })
    vi.advanceTimersByTime(FRAME_MESSAGE_DEBOUNCE_MS - 1)
    postToParent('resize', { height: 300 }, { win })
    vi.advanceTimersByTime(FRAME_MESSAGE_DEBOUNCE_MS - 1)
    expect(parent.postMessage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(parent.postMessage).toHaveBeenCalledTimes(1)
    expect(parent.postMessage).toHaveBeenCalledWith({ messageType: 'resize', path: '/menu?q=1', payload: { height: 300 } }, 'https://shop.example')
  })

  it('sends at once when asked, and never to an origin the partner has not configured', () => {
    const ok = framedBy('https://shop.example')
    postToParent('analyticsEvent', { name: 'x' }, { win: ok.win, debounce: false })
    expect(ok.parent.postMessage).toHaveBeenCalledTimes(1)
    const other = framedBy('https://evil.example')
    expect(postToParent('resize', {}, { win: other.win })).toBe(false)
    vi.runAllTimers()
    expect(other.parent.postMessage).not.toHaveBeenCalled()
  })
})

describe('onParentMessage', () => {
  it('takes messages from the parent at an allowed origin only', () => {
    const { win, deliver, listeners } = framedBy('https://shop.example')
    const seen: string[] = []
    const stop = onParentMessage((m) => seen.push(m.messageType), win)
    deliver({ messageType: 'buildCart', payload: {} }, 'https://shop.example')
    deliver({ messageType: 'fromElsewhere' }, 'https://evil.example')
    deliver({ messageType: 'notTheParent' }, 'https://shop.example', {})
    deliver('a string', 'https://shop.example')
    expect(seen).toEqual(['buildCart'])
    stop()
    expect(listeners).toHaveLength(0)
  })
})
