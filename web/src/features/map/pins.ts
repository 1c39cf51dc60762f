import { storePath } from '../../lib/slug'
import type { Store } from '../../lib/types'

export interface MapPoint {
  lat: number
  long: number
}

/** A store on a map: where it is, what it is called, where its link goes. */
export interface MapPin extends MapPoint {
  id: number
  name: string
  href: string
  /** What the pin's name says after the store's: its city, and how far it is when known. */
  detail: string
}

/** A store's pin; distance is "1.2 mi" when the screen measured one. */
export function pinOf(store: Store, distance?: string): MapPin {
  const place = `${store.city}, ${store.state}`
  return {
    id: store.id,
    name: store.name,
    lat: store.lat,
    long: store.long,
    href: `${storePath(store)}/menu`,
    detail: distance ? `${place}, ${distance} away` : place,
  }
}

/** [west, south], [east, north] in degrees. */
export type Bounds = [[number, number], [number, number]]

/**
 * The box a map shows around its points: their extent, widened around its
 * middle to at least minLat by minLong degrees so one store (or stores in
 * one city) is seen with its surroundings, not filling the map. No points
 * give the forty-eight states.
 */
export function boundsOf(points: MapPoint[], minLat = 1, minLong = 1.4): Bounds {
  if (points.length === 0) return [[-125, 24], [-66, 50]]
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const p of points) {
    w = Math.min(w, p.long)
    e = Math.max(e, p.long)
    s = Math.min(s, p.lat)
    n = Math.max(n, p.lat)
  }
  const widen = (lo: number, hi: number, min: number): [number, number] => {
    if (hi - lo >= min) return [lo, hi]
    const mid = (lo + hi) / 2
    return [mid - min / 2, mid + min / 2]
  }
  ;[w, e] = widen(w, e, minLong)
  ;[s, n] = widen(s, n, minLat)
  return [
    [w, s],
    [e, n],
  ]
}
