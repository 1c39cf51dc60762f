import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queueKeys, type QueuePage } from './api'
import { readFilters } from './filters'
import { ada, counts, detail, FakeEventSource, grace, katherine, NOW, page, row } from './testing'
import { RETRY_DELAYS, useQueueStream } from './useQueueStream'

const activeKey = queueKeys.list(1, readFilters(new URLSearchParams('')))
const pendingKey = queueKeys.list(1, readFilters(new URLSearchParams('status=pending')))
const detailKey = queueKeys.detail(1, 101)

/** The hook on store 1 over a cache holding the active and pending tabs and #101's detail, read at event 40. */
function start() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(activeKey, page([grace, ada]))
  client.setQueryData(pendingKey, page([ada]))
  client.setQueryData(detailKey, { reservation: detail() })
  const heard = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const hook = renderHook(() => useQueueStream(1, 40, heard), { wrapper })
  const list = (key: readonly unknown[]) => client.getQueryData<QueuePage>(key)!
  const ids = (key: readonly unknown[]) => list(key).reservations.map((r) => r.id)
  return { client, heard, hook, list, ids }
}

beforeEach(() => {
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useQueueStream', () => {
  it('opens the store’s stream after the list’s last event, with the cookie alone', () => {
    const { hook } = start()
    expect(FakeEventSource.opened).toHaveLength(1)
    expect(FakeEventSource.last.url).toBe('/api/v1/business/stream?store_id=1&after=40')
    expect(hook.result.current).toBe('connecting')
    act(() => FakeEventSource.last.open())
    expect(hook.result.current).toBe('live')
  })

  it('puts a placed reservation into each tab it belongs to, counted, and says so', () => {
    const { heard, ids, list } = start()
    act(() => FakeEventSource.last.reservation(41, 'placed', katherine))
    expect(ids(activeKey)).toEqual([103, 102, 101])
    expect(ids(pendingKey)).toEqual([103, 101])
    expect(list(activeKey).counts).toEqual(counts({ pending: 2 }))
    expect(list(pendingKey).total).toBe(2)
    expect(heard).toHaveBeenCalledExactlyOnceWith({ type: 'placed', store_id: 1, reservation: katherine }, 41)
  })

  it('moves a reservation between tabs on a status event, and fetches its open detail again', () => {
    const { client, ids, list } = start()
    const confirmed = row({ status: 'verification', next_statuses: ['preparing', 'cancelled'] })
    act(() => FakeEventSource.last.reservation(42, 'status', confirmed))
    expect(ids(activeKey)).toEqual([102, 101])
    expect(list(activeKey).reservations[1]!.status).toBe('verification')
    expect(ids(pendingKey)).toEqual([])
    expect(list(pendingKey).counts).toEqual(counts({ pending: 0, verification: 1 }))
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true)
  })

  it('ignores an event applied already, and an older one of the same reservation', () => {
    const { heard, list } = start()
    const confirmed = row({ status: 'verification', next_statuses: ['preparing', 'cancelled'] })
    act(() => FakeEventSource.last.reservation(42, 'status', confirmed))
    const after = list(activeKey)
    act(() => FakeEventSource.last.reservation(42, 'status', confirmed))
    // Event 41 comes late (identity values commit out of order): #101 is further along than it says.
    act(() => FakeEventSource.last.reservation(41, 'placed', ada))
    expect(list(activeKey)).toBe(after)
    expect(list(activeKey).counts).toEqual(counts({ pending: 0, verification: 1 }))
    expect(heard).toHaveBeenCalledOnce()
  })

  it('applies an older event of another reservation', () => {
    const { heard, ids } = start()
    act(() => FakeEventSource.last.reservation(45, 'arrived', { ...grace, curbside_spot: '9' }))
    act(() => FakeEventSource.last.reservation(44, 'placed', katherine))
    expect(ids(activeKey)).toEqual([103, 102, 101])
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('ignores another store’s event and a malformed one', () => {
    const { heard, list } = start()
    const before = list(activeKey)
    act(() => FakeEventSource.last.reservation(41, 'placed', katherine, 2))
    act(() => FakeEventSource.last.reservation(0, 'placed', katherine))
    act(() => FakeEventSource.last.reservation(43, 'exploded', katherine))
    expect(list(activeKey)).toBe(before)
    expect(heard).not.toHaveBeenCalled()
  })

  it('fetches the whole queue again on reset', () => {
    const { client } = start()
    act(() => FakeEventSource.last.reset())
    expect(client.getQueryState(activeKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(pendingKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true)
    expect(FakeEventSource.opened).toHaveLength(1)
  })

  it('leaves a dropped stream to the browser, and opens a refused one again after a pause, after the last event applied', () => {
    const { hook } = start()
    const first = FakeEventSource.last
    act(() => first.open())
    act(() => first.reservation(42, 'placed', katherine))
    act(() => first.fail())
    expect(hook.result.current).toBe('connecting')
    expect(FakeEventSource.opened).toHaveLength(1)

    act(() => first.fail(true))
    expect(hook.result.current).toBe('retrying')
    act(() => vi.advanceTimersByTime(RETRY_DELAYS[0]! - 1))
    expect(FakeEventSource.opened).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(FakeEventSource.opened).toHaveLength(2)
    expect(FakeEventSource.last.url).toBe('/api/v1/business/stream?store_id=1&after=42')
    expect(hook.result.current).toBe('connecting')
    act(() => FakeEventSource.last.open())
    expect(hook.result.current).toBe('live')
  })

  it('closes the stream when the queue closes', () => {
    const { hook } = start()
    const es = FakeEventSource.last
    hook.unmount()
    expect(es.readyState).toBe(FakeEventSource.CLOSED)
  })
})
