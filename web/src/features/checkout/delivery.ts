// Which of a store's delivery zones an address falls in, worked out from the
// zones the store publishes (GET /stores/{id}) by the server's rules: a zone
// listing the zip code, or, with the shopper's coordinates, a geofence that
// contains them or a radius around the store that reaches them. The checkout
// decides; this only warns the shopper before they submit.

import type { CheckoutStore, DeliveryAddress } from './api'

export type DeliveryZoneInfo = NonNullable<CheckoutStore['delivery_zones']>[number]

/** Whether a zone is matched by coordinates (a geofence or a radius) rather than by zip code. */
export const needsCoordinates = (z: DeliveryZoneInfo) => (z.geofence?.length ?? 0) >= 3 || (z.radius_miles ?? 0) > 0

/** Whether any of the store's zones is matched by coordinates, so the shopper's location can help. */
export const usesCoordinates = (store: Pick<CheckoutStore, 'delivery_zones'>) => (store.delivery_zones ?? []).some(needsCoordinates)

/** The even-odd rule on [lat, lng] points, accurate enough for city-sized zones. */
export function insidePolygon(lat: number, lng: number, poly: [number, number][]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i]!
    const [yj, xj] = poly[j]!
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** The great-circle distance in miles (haversine, Earth radius 3,958.8 mi). */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}

/** The first of the store's zones (in its order) the address is in, or undefined when it is in none. */
export function deliveryZone(
  store: Pick<CheckoutStore, 'delivery_zones' | 'lat' | 'long'>,
  a: Pick<DeliveryAddress, 'zipcode' | 'lat' | 'lng'>,
): DeliveryZoneInfo | undefined {
  const zip = a.zipcode.trim()
  for (const z of store.delivery_zones ?? []) {
    if (zip !== '' && (z.zipcodes ?? []).includes(zip)) return z
    if (a.lat === undefined || a.lng === undefined) continue
    if ((z.geofence?.length ?? 0) >= 3 && insidePolygon(a.lat, a.lng, z.geofence!)) return z
    if ((z.radius_miles ?? 0) > 0 && milesBetween(store.lat, store.long, a.lat, a.lng) <= z.radius_miles!) return z
  }
  return undefined
}
