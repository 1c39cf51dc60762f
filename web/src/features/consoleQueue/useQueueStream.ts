// The queue's live updates (ADR 0022, section 4): server-sent events from
// GET /api/v1/business/stream?store_id={id}&after={last_event_id}, with
// the same-origin cookie (an EventSource sends no other credential, and a
// GET needs no CSRF token). Each `event: reservation` carries the
// reservation's queue row as of the event, its SSE id the event's id;
// `event: reset` means the server cannot replay what was missed, and the
// queue is fetched again. The browser reconnects by itself (sending
// Last-Event-ID); a stream the server refused (its session ended, too many
// streams) is opened again after a pause, resuming after the last event
// applied.

import { useEffect, useEffectEvent, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { applyEvent, lastAppliedEvent, refetchQueue, streamURL, type QueueEvent } from './api'

/** Whether the queue is live: connecting (or reconnecting), open, or waiting to try again after a refusal. */
export type StreamState = 'connecting' | 'live' | 'retrying'

/** The pauses before opening a refused stream again, in ms: then the last, again and again. */
export const RETRY_DELAYS = [2_000, 5_000, 15_000, 30_000]

/** A reservation event's data, when it is one: the store's, with a reservation row. */
export function parseEvent(data: string, storeId: number): QueueEvent | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return undefined
  }
  const e = parsed as Partial<QueueEvent> | null
  if (!e || typeof e !== 'object' || e.store_id !== storeId) return undefined
  if (!['placed', 'status', 'arrived', 'note'].includes(e.type ?? '')) return undefined
  const r = e.reservation
  if (!r || typeof r !== 'object' || typeof r.id !== 'number' || typeof r.status !== 'string') return undefined
  return e as QueueEvent
}

/**
 * Keeps the store's queue live while mounted, once after (the list's
 * last_event_id) is known; onEvent hears each event applied (not a
 * duplicate, not an older one). Answers the stream's state.
 */
export function useQueueStream(storeId: number, after: number | undefined, onEvent?: (event: QueueEvent, eventId: number) => void): StreamState {
  const client = useQueryClient()
  const [state, setState] = useState<StreamState>('connecting')
  const ready = after !== undefined
  const heard = useEffectEvent((event: QueueEvent, eventId: number) => onEvent?.(event, eventId))
  // The list's newest event when the stream opens; read by the effect, not a reason to reopen it.
  const firstAfter = useEffectEvent(() => Math.max(after ?? 0, lastAppliedEvent(client, storeId)))

  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return
    let source: EventSource | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let refusals = 0

    const open = () => {
      const es = new EventSource(streamURL(storeId, firstAfter()))
      source = es
      es.addEventListener('open', () => {
        refusals = 0
        setState('live')
      })
      es.addEventListener('reservation', (msg: MessageEvent<string>) => {
        const eventId = Number(msg.lastEventId)
        const event = parseEvent(msg.data, storeId)
        if (!event || !Number.isSafeInteger(eventId) || eventId <= 0) return
        if (applyEvent(client, storeId, eventId, event)) heard(event, eventId)
      })
      es.addEventListener('reset', () => refetchQueue(client, storeId))
      es.addEventListener('error', () => {
        // CONNECTING: the browser reconnects by itself. CLOSED: the server refused the stream; try again later.
        if (es.readyState !== EventSource.CLOSED) {
          setState('connecting')
          return
        }
        es.close()
        setState('retrying')
        const delay = RETRY_DELAYS[Math.min(refusals, RETRY_DELAYS.length - 1)]
        refusals += 1
        timer = setTimeout(() => {
          setState('connecting')
          open()
        }, delay)
      })
    }
    open()
    return () => {
      clearTimeout(timer)
      source?.close()
    }
  }, [client, storeId, ready])

  return state
}
