const EARTH_RADIUS_MILES = 3958.8

/** The great-circle distance in miles between two points in degrees. */
export function milesBetween(lat1: number, long1: number, lat2: number, long2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(lat2 - lat1)
  const dLong = rad(long2 - long1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a))
}
