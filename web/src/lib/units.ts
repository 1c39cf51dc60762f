// Distances in the shopper's units.
//
// The rule: a distance is shown in the units of the country the shopper is
// looking in, kilometres in Canada and miles in the United States and Puerto
// Rico. That country is the searched place's (a city or postal code knows
// its country); for a bare position (the browser's, or a map link) it is the
// nearest store's, since the catalogue has no map of borders to look the
// point up in. The browser's locale is not used: a Canadian phone set to
// en-US shopping in Toronto still reads road signs in kilometres, and an
// American visiting Montréal reads them there in kilometres too.

export type DistanceUnit = 'mi' | 'km'

export const KM_PER_MILE = 1.609344

/** The unit of distances for places in this country (ISO 3166 code). */
export function unitForCountry(countryCode: string | undefined): DistanceUnit {
  return countryCode === 'CA' ? 'km' : 'mi'
}

/** The number in the unit, one decimal under 10, whole numbers from 10 on, grouped like 1,234. */
function amount(miles: number, unit: DistanceUnit): string {
  const v = unit === 'km' ? miles * KM_PER_MILE : miles
  const rounded = v < 10 ? Math.round(v * 10) / 10 : Math.round(v)
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 1 })
}

/** "1.2 mi", "12 km", "under 0.1 mi": a distance given in miles, in the unit, with a no-break space. */
export function formatDistance(miles: number, unit: DistanceUnit): string {
  const v = unit === 'km' ? miles * KM_PER_MILE : miles
  if (v < 0.05) return `under 0.1\u00a0${unit}`
  return `${amount(miles, unit)}\u00a0${unit}`
}

/**
 * A search radius given in miles, rounded for reading: 50 miles is "50 mi",
 * and in kilometres "80 km" (80.47), to the nearest 5 from 20 on.
 */
export function formatRadius(miles: number, unit: DistanceUnit): string {
  const v = unit === 'km' ? miles * KM_PER_MILE : miles
  const rounded = v >= 20 ? Math.round(v / 5) * 5 : Math.round(v)
  return `${rounded.toLocaleString('en-US')}\u00a0${unit}`
}
