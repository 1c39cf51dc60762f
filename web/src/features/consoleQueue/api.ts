// The queue's calls (ADR 0022, sections 4 and 7) over lib/businessApi.ts,
// under /api/v1/business/stores/{storeId}, and the browser's memory of the
// queue: the list pages in TanStack Query by their filters, what it last
// knew of each reservation, the highest live event applied to each, and
// the recent events, which a page read while they arrived gets too.

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { businessPath, businessRequest } from '../../lib/businessApi'
import { BUSINESS_QUERY_ROOT } from '../../lib/staffSession'
import type { Answer, Body, Schema } from '../../lib/wire'
import { apiQuery, type QueueFilters } from './filters'
import { applyRow, rowOf, statusRank, type QueuePage, type QueueRow } from './queueCache'

export type { QueuePage, QueueRow } from './queueCache'
export type ReservationDetail = Schema<'BusinessReservationDetail'>
export type PickList = Answer<'/api/v1/business/stores/{storeId}/reservations/{id}/pick_list', 'get'>
type DetailAnswer = Answer<'/api/v1/business/stores/{storeId}/reservations/{id}', 'get'>

/** What a live event says happened to a reservation. */
export type QueueEventType = 'placed' | 'status' | 'arrived' | 'note'

/** A live event's data (event: reservation): the reservation's queue row as of the event. */
export interface QueueEvent {
  type: QueueEventType
  store_id: number
  reservation: QueueRow
}

const storePath = (storeId: number) => `/stores/${storeId}`

export const queueKeys = {
  store: (storeId: number) => [BUSINESS_QUERY_ROOT, 'queue', storeId] as const,
  lists: (storeId: number) => [BUSINESS_QUERY_ROOT, 'queue', storeId, 'list'] as const,
  list: (storeId: number, f: QueueFilters) => [BUSINESS_QUERY_ROOT, 'queue', storeId, 'list', f] as const,
  detail: (storeId: number, id: number) => [BUSINESS_QUERY_ROOT, 'queue', storeId, 'detail', id] as const,
  pickList: (storeId: number, id: number) => [BUSINESS_QUERY_ROOT, 'queue', storeId, 'pick', id] as const,
}

/** How many recent events a store's memory keeps for pages read while they arrived. */
const RECENT = 200

/** The browser's memory of one store's queue. */
interface StoreMemory {
  /** The newest of each reservation seen: in a page, an event or a move's answer. */
  known: Map<number, QueueRow>
  /** The highest live event id applied to each reservation. */
  applied: Map<number, number>
  /** The recent live events, oldest first. */
  recent: { id: number; type: QueueEventType; row: QueueRow }[]
}

const memories = new WeakMap<QueryClient, Map<number, StoreMemory>>()

function memoryOf(client: QueryClient, storeId: number): StoreMemory {
  let stores = memories.get(client)
  if (!stores) memories.set(client, (stores = new Map()))
  let m = stores.get(storeId)
  if (!m) stores.set(storeId, (m = { known: new Map(), applied: new Map(), recent: [] }))
  return m
}

/** Keeps row as the newest known of its reservation, unless a further one is known already: statuses only go forward. */
function remember(m: StoreMemory, row: QueueRow) {
  const had = m.known.get(row.id)
  if (!had || statusRank(row.status) >= statusRank(had.status)) m.known.set(row.id, row)
}

/**
 * The reservation before a change as the browser knew it: null for one
 * just placed, the row itself for a note or an arrival (neither moves it),
 * else the newest known, or undefined.
 */
function priorOf(m: StoreMemory, row: QueueRow, type: QueueEventType | 'move'): QueueRow | null | undefined {
  if (type === 'placed') return null
  if (type === 'note' || type === 'arrived') return m.known.get(row.id) ?? row
  return m.known.get(row.id)
}

/** Applies a reservation's change to every cached page of the store's queue: set, or fetched again when only the server can tell. */
function applyToPages(client: QueryClient, storeId: number, row: QueueRow, prior: QueueRow | null | undefined, eventId?: number) {
  const now = new Date()
  for (const [key, page] of client.getQueriesData<QueuePage>({ queryKey: queueKeys.lists(storeId) })) {
    if (!page) continue
    const f = key[4] as QueueFilters
    const out = applyRow(page, f, row, prior, now, eventId)
    if (out.kind === 'set') client.setQueryData(key, out.page)
    else if (out.kind === 'refetch') void client.invalidateQueries({ queryKey: key, exact: true })
  }
}

/**
 * Applies a live event: ignored when its reservation has had this event or
 * a later one already; else every page is updated and the reservation's
 * detail fetched again. Answers whether it was applied.
 */
export function applyEvent(client: QueryClient, storeId: number, eventId: number, event: QueueEvent): boolean {
  const m = memoryOf(client, storeId)
  const row = event.reservation
  if ((m.applied.get(row.id) ?? 0) >= eventId) return false
  m.applied.set(row.id, eventId)
  m.recent.push({ id: eventId, type: event.type, row })
  if (m.recent.length > RECENT) m.recent.shift()
  applyToPages(client, storeId, row, priorOf(m, row, event.type), eventId)
  remember(m, row)
  void client.invalidateQueries({ queryKey: queueKeys.detail(storeId, row.id) })
  return true
}

/** The highest live event id the browser has applied at the store (0 for none): where a new stream resumes. */
export function lastAppliedEvent(client: QueryClient, storeId: number): number {
  const m = memoryOf(client, storeId)
  return m.recent.length > 0 ? Math.max(...m.recent.map((e) => e.id)) : 0
}

/** Applies the answer of the console's own move or note: the reservation's detail, and its row in every page. */
function applyAnswer(client: QueryClient, storeId: number, detail: ReservationDetail) {
  const m = memoryOf(client, storeId)
  const row = rowOf(detail)
  applyToPages(client, storeId, row, priorOf(m, row, 'move'))
  remember(m, row)
  client.setQueryData<DetailAnswer>(queueKeys.detail(storeId, detail.id), { reservation: detail })
}

/** Every page and detail of the store's queue is fetched again: after the stream's reset. */
export function refetchQueue(client: QueryClient, storeId: number) {
  void client.invalidateQueries({ queryKey: queueKeys.store(storeId) })
}

export function queueListQuery(client: QueryClient, storeId: number, f: QueueFilters) {
  return queryOptions({
    queryKey: queueKeys.list(storeId, f),
    queryFn: async ({ signal }) => {
      let page = await businessRequest<QueuePage>(`${storePath(storeId)}/reservations`, { query: apiQuery(f), signal })
      const m = memoryOf(client, storeId)
      for (const row of page.reservations) remember(m, row)
      // Events that arrived while the page was read, after the instant it was read at, are not in it yet.
      const now = new Date()
      for (const e of m.recent) {
        const out = applyRow(page, f, e.row, priorOf(m, e.row, e.type), now, e.id)
        if (out.kind === 'set') page = out.page
      }
      return page
    },
  })
}

export function reservationQuery(storeId: number, id: number) {
  return queryOptions({
    queryKey: queueKeys.detail(storeId, id),
    queryFn: ({ signal }) => businessRequest<DetailAnswer>(`${storePath(storeId)}/reservations/${id}`, { signal }),
    select: (a) => a.reservation,
  })
}

export function pickListQuery(storeId: number, id: number) {
  return queryOptions({
    queryKey: queueKeys.pickList(storeId, id),
    queryFn: ({ signal }) => businessRequest<PickList>(`${storePath(storeId)}/reservations/${id}/pick_list`, { signal }),
    staleTime: 0,
  })
}

/** Where a photo of the shopper's identification is read (an image; the cookie goes with a same-origin GET, and each look is logged). */
export function documentURL(storeId: number, id: number, slot: string): string {
  return `${businessPath}${storePath(storeId)}/reservations/${id}/documents/${encodeURIComponent(slot)}`
}

/** Where the live stream of the store's queue is read, resuming after the event after. */
export function streamURL(storeId: number, after: number): string {
  return `${businessPath}/stream?store_id=${storeId}&after=${after}`
}

export type MoveInput = Body<'/api/v1/business/stores/{storeId}/reservations/{id}/status', 'post'> & { id: number }

/** Moves a reservation one step on, or cancels it with the reason for the shopper (message). */
export function useMove(storeId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: MoveInput) =>
      businessRequest<DetailAnswer>(`${storePath(storeId)}/reservations/${id}/status`, { method: 'POST', body }).then((a) => a.reservation),
    onSuccess: (detail) => applyAnswer(client, storeId, detail),
  })
}

/** Sends the shopper of a reservation a note; its status stays. */
export function useNote(storeId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      businessRequest<DetailAnswer>(`${storePath(storeId)}/reservations/${id}/notes`, {
        method: 'POST',
        body: { message } satisfies Body<'/api/v1/business/stores/{storeId}/reservations/{id}/notes', 'post'>,
      }).then((a) => a.reservation),
    onSuccess: (detail) => applyAnswer(client, storeId, detail),
  })
}
