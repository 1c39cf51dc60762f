// The settings form's pure parts: the draft the form edits (the settings
// without their version and the store's name), the body it sends, the
// week's hours day by day, the numbers typed that are not numbers, and a
// refusal's paths in words.

import type { Validations } from '../../lib/api'
import type { SettingsChange, StoreSettings } from './api'

export type OwnHours = 'pickup' | 'delivery' | 'curbside'

/**
 * What the form edits: every setting, as the server answers them, and
 * whether each mode has hours of its own. That is the form's own flag: a
 * mode's own week with every day closed is an empty list, which the
 * catalogue reads as "follows the store's hours", so the list alone
 * cannot say it. The items of the lists carry a key of the form's own
 * (keyOf), which is never sent.
 */
export type Draft = Omit<StoreSettings, 'version' | 'store_name' | 'time_zone_identifier'> & { own_hours: Record<OwnHours, boolean> }
export type DayHours = Draft['hours']['working'][number]
export type Period = DayHours['period']
export type ModeName = 'pickup' | 'delivery' | 'curbside' | 'kiosk'
export type Zone = Draft['delivery_zones'][number]
export type StoreTax = NonNullable<Draft['taxes']['store_taxes']>[number]
export type LimitRule = NonNullable<Draft['cart_limit_policy']>['cart_limit_rules'][number]

/** The item at i of a list the form shows, which the form's own index always names. */
export function nth<T>(list: T[] | undefined, i: number): T {
  const item = list?.[i]
  if (item === undefined) throw new Error(`no item ${i} in the list`)
  return item
}

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Day = (typeof DAYS)[number]

export const MODES: { mode: ModeName; label: string }[] = [
  { mode: 'pickup', label: 'Pickup' },
  { mode: 'delivery', label: 'Delivery' },
  { mode: 'curbside', label: 'Curbside' },
  { mode: 'kiosk', label: 'Kiosk' },
]

/** The kinds of message a shopper gets about a reservation, by the status they announce (notify.ReservationKinds). */
export const MESSAGE_KINDS: { status: string; label: string }[] = [
  { status: 'pending', label: 'Placed' },
  { status: 'verification', label: 'Being verified' },
  { status: 'preparing', label: 'Being prepared' },
  { status: 'ready_for_pickup', label: 'Ready for pickup' },
  { status: 'delivery_started', label: 'On its way' },
  { status: 'delivery_finished', label: 'Delivered' },
  { status: 'finished', label: 'Complete' },
  { status: 'cancelled', label: 'Cancelled' },
]

/** The reservation messages a store may turn off (notify.OptionalReservationNews): all but placed and cancelled. */
export const OPTIONAL_MESSAGES = MESSAGE_KINDS.filter((k) => k.status !== 'pending' && k.status !== 'cancelled')

export const MSG_NOT_A_NUMBER = 'Please enter a number.'

export const OWN_HOURS: OwnHours[] = ['pickup', 'delivery', 'curbside']

// The key each item of a list carries in the draft, so that the form shows
// an item by the same inputs however the items before it come and go.
const KEY = '_key'
let keys = 0

/** An item of one of the draft's lists, given a key of its own (when read, or added). */
export function keyed<T extends object>(item: T): T {
  return Object.assign(item, { [KEY]: `item-${++keys}` })
}

/** The key of an item of one of the draft's lists. */
export function keyOf(item: object): string {
  return String((item as Record<string, unknown>)[KEY])
}

/** The draft of settings as read: a copy the form may change. */
export function draftOf(s: StoreSettings): Draft {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { version, store_name, time_zone_identifier, ...rest } = structuredClone(s)
  rest.special_days.forEach(keyed)
  rest.delivery_zones.forEach(keyed)
  rest.taxes.store_taxes?.forEach(keyed)
  rest.cart_limit_policy?.cart_limit_rules.forEach(keyed)
  const own = (m: OwnHours) => (rest.hours[m]?.length ?? 0) > 0
  return { ...rest, own_hours: { pickup: own('pickup'), delivery: own('delivery'), curbside: own('curbside') } }
}

/** The draft as the server reads it, without the form's own keys and flags. */
function wire(d: Draft): Omit<Draft, 'own_hours'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { own_hours, ...rest } = d
  return stripKeys(rest)
}

/** The body that saves a draft over the settings read at version. */
export function bodyOf(version: number, d: Draft): SettingsChange {
  return { version, ...wire(d) }
}

/** A copy of v without the draft's keys (numbers that are not numbers stay as they are, for the form refuses them first). */
function stripKeys<T>(v: T): T {
  if (Array.isArray(v)) return v.map(stripKeys) as T
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => k !== KEY).map(([k, x]) => [k, stripKeys(x)])) as T
  return v
}

/**
 * Whether two drafts say the same to the server: an empty list and none
 * are the same (a mode's hours, the special days), and so are keys in
 * another order; the form's own keys and flags are not compared.
 */
export function sameDraft(a: Draft, b: Draft): boolean {
  return canonical(wire(a)) === canonical(wire(b))
}

function canonical(v: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm)
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.entries(x)
          .filter(([, y]) => y !== undefined && !(Array.isArray(y) && y.length === 0))
          .sort(([p], [q]) => p.localeCompare(q))
          .map(([k, y]) => [k, norm(y)]),
      )
    return x
  }
  return JSON.stringify(norm(v))
}

/** The messages of errors at path and at every path under it ("delivery_zones[0].zipcodes[2]" is under "delivery_zones[0].zipcodes"), or undefined for none. */
export function errorsUnder(errors: Validations, path: string): string[] | undefined {
  const found = Object.entries(errors)
    .filter(([p]) => p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[`))
    .flatMap(([, m]) => m)
  return found.length > 0 ? found : undefined
}

/** The period of day in a week's hours, or undefined when it is closed. */
export function periodOn(hours: DayHours[], day: Day): Period | undefined {
  return hours.find((h) => h.day === day)?.period
}

/** The week's hours with day open for period, or closed when period is undefined; in the week's order. */
export function withDay(hours: DayHours[], day: Day, period: Period | undefined): DayHours[] {
  const byDay = new Map(hours.map((h) => [h.day, h.period]))
  if (period) byDay.set(day, period)
  else byDay.delete(day)
  return DAYS.filter((d) => byDay.has(d)).map((d) => ({ day: d, period: byDay.get(d)! }))
}

/** The path of each number in d that is not one (typed as text that reads as none), with the message for it. */
export function numberProblems(d: Draft): Validations {
  const out: Validations = {}
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'number' && !Number.isFinite(v)) out[path] = [MSG_NOT_A_NUMBER]
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k)
  }
  walk(d, '')
  return out
}

/** Whole numbers and decimals as a field reads them: blank is 0, anything else that is not a number is NaN. */
export function parseNumber(text: string): number {
  const t = text.trim()
  if (t === '') return 0
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN
}

const NAMED: [RegExp, (n: number) => string][] = [
  [/^special_days\[(\d+)\]/, (n) => `Special day ${n + 1}`],
  [/^delivery_zones\[(\d+)\]/, (n) => `Delivery zone ${n + 1}`],
  [/^taxes\.store_taxes\[(\d+)\]/, (n) => `Store tax ${n + 1}`],
  [/^cart_limit_policy\.cart_limit_rules\[(\d+)\]/, (n) => `Purchase limit ${n + 1}`],
  [/^notification_emails\[(\d+)\]/, (n) => `Store address ${n + 1}`],
  [/^shopper_messages_off\[(\d+)\]/, () => 'Shopper messages'],
  [/^message_look/, () => 'How messages look'],
  [/^communication_banner/, () => 'Banner'],
  [/^compliance/, () => 'Age and ID'],
  [/^taxes/, () => 'Taxes'],
  [/^fulfillment\.(pickup|delivery|curbside|kiosk)/, () => ''],
  [/^fulfillment/, () => 'Fulfilment'],
]

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A refusal's path in words: "special_days[1].date" is "Special day 2,
 * date"; a day of the hours is named by the draft's list when it is given.
 */
export function pathWords(path: string, d?: Draft): string {
  let head = ''
  let rest = path
  const hours = /^hours\.(working|pickup|delivery|curbside)(?:\[(\d+)\])?/.exec(path)
  if (hours) {
    const kind = hours[1] as 'working' | 'pickup' | 'delivery' | 'curbside'
    const day = hours[2] !== undefined ? d?.hours[kind]?.[Number(hours[2])]?.day : undefined
    head = `${kind === 'working' ? 'Store' : capital(kind)} hours${day ? `, ${capital(day)}` : ''}`
    rest = path.slice(hours[0].length)
  } else {
    for (const [re, name] of NAMED) {
      const m = re.exec(path)
      if (!m) continue
      head = name(Number(m[1] ?? 0))
      if (head === '' && m[1]) head = capital(m[1])
      rest = path.slice(m[0].length)
      break
    }
  }
  const words = rest
    .replace(/^\./, '')
    .replace(/\[(\d+)\]/g, (_, n: string) => ` ${Number(n) + 1}`)
    .split('.')
    .filter(Boolean)
    .map((s) => s.replace(/_/g, ' '))
  return [head, ...words].filter(Boolean).join(', ') || 'Settings'
}
