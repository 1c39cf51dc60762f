import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, request } from '../../lib/api'
import type { Answer, Schema } from '../../lib/wire'

/** A city with stores, or a ZIP or postal code a store is at or delivers to (GET /places). */
export type Place = Schema<'Place'>

const placesPath = `${apiPath}/places`

/** The places that begin with q (trimmed, at most 100 characters). */
export const placeSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['places', 'search', q.toLowerCase()],
    queryFn: ({ signal }) => request<Answer<'/api/v1/places', 'get'>>(placesPath, { signal, query: { query: q } }).then((r) => r.places),
    staleTime: 5 * 60_000,
  })

/** The places that begin with what the shopper typed; nothing is asked for an empty box. */
export const usePlaceSearch = (query: string) => {
  const q = query.trim()
  return useQuery({
    ...placeSearchQuery(q),
    enabled: q.length > 0 && q.length <= 100,
    // The last suggestions stay while the next are asked for, so the list does not flicker.
    placeholderData: keepPreviousData,
  })
}

/** The cities within 30 miles of a position, nearest first: what to call it. */
export const useCitiesNear = (position: { lat: number; long: number } | undefined) =>
  useQuery<Place[]>({
    queryKey: ['places', 'near', position?.lat, position?.long],
    queryFn: ({ signal }) =>
      request<Answer<'/api/v1/places', 'get'>>(placesPath, { signal, query: { lat: position?.lat, long: position?.long } }).then((r) => r.places),
    enabled: position !== undefined,
    staleTime: 5 * 60_000,
  })

/**
 * How far a map link looks around a place: a city or a code's own streets
 * are zoom 10 (the nearby screen then lists 50 miles around).
 */
export const PLACE_ZOOM = 10

/** The nearby screen around a place; near names it (a place's label, or "me" for the browser's position). */
export function nearbyPath(lat: number, long: number, near: string): string {
  const r = (v: number) => String(Math.round(v * 10000) / 10000)
  return `/dispensaries/coordinates/${r(lat)}/${r(long)}/${PLACE_ZOOM}?near=${encodeURIComponent(near)}`
}
