// Store time zones (spec section 9): the API names a store's zone either
// by an IANA id or by one of the Rails names below; the browser shows
// every store time in the store's zone, whatever its own.

/** The API's time zone names (spec section 9) and their standard ids. */
const ZONE_NAMES: Record<string, string> = {
  'Eastern Time (US & Canada)': 'America/New_York',
  Alaska: 'America/Anchorage',
  Arizona: 'America/Phoenix',
  'Central Time (US & Canada)': 'America/Chicago',
  Hawaii: 'Pacific/Honolulu',
  'Indiana (East)': 'America/Indiana/Indianapolis',
  'Mountain Time (US & Canada)': 'America/Denver',
  'Pacific Time (US & Canada)': 'America/Los_Angeles',
  'Puerto Rico': 'America/Puerto_Rico',
}

function validZone(id: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id })
    return true
  } catch {
    return false
  }
}

/** The store's zone as an IANA id: an API name is mapped, a valid id kept, anything else is the browser's zone. */
export function zoneId(tz: string | undefined): string {
  if (tz && ZONE_NAMES[tz]) return ZONE_NAMES[tz]
  if (tz && validZone(tz)) return tz
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/**
 * The store's zone as a shopper reads it ("Pacific Time"), never the raw
 * id: the zone's generic English name, else its city ("Los Angeles").
 */
export function zoneLabel(tz: string | undefined): string {
  const id = zoneId(tz)
  try {
    // A fixed instant: the generic name does not change with the date.
    const name = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 1)))
      .find((p) => p.type === 'timeZoneName')?.value
    if (name && !/^GMT/.test(name)) return name
  } catch {
    // an engine without generic names: the city below
  }
  return (id.split('/').pop() ?? id).replaceAll('_', ' ')
}
