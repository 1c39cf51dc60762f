// The settings form's pure parts: the draft the form edits (the settings
// without their version and the store's name), the body it sends, the
// week's hours day by day, the numbers typed that are not numbers, and a
// refusal's paths in words.

import type { Validations } from '../../lib/api'
import type { SettingsChange, StoreSettings } from './api'

/** What the form edits: every setting, as the server answers them. */
export type Draft = Omit<StoreSettings, 'version' | 'store_name' | 'time_zone_identifier'>
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

/** The reservation messages a store may turn off, by the status they announce (notify.OptionalReservationNews). */
export const OPTIONAL_MESSAGES: { status: string; label: string }[] = [
  { status: 'verification', label: 'Being verified' },
  { status: 'preparing', label: 'Being prepared' },
  { status: 'ready_for_pickup', label: 'Ready for pickup' },
  { status: 'delivery_started', label: 'On its way' },
  { status: 'delivery_finished', label: 'Delivered' },
  { status: 'finished', label: 'Complete' },
]

export const MSG_NOT_A_NUMBER = 'Please enter a number.'

/** The draft of settings as read: a copy the form may change. */
export function draftOf(s: StoreSettings): Draft {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { version, store_name, time_zone_identifier, ...rest } = s
  return structuredClone(rest)
}

/** The body that saves a draft over the settings read at version. */
export function bodyOf(version: number, d: Draft): SettingsChange {
  return { version, ...d }
}

/** Whether two drafts say the same. */
export function sameDraft(a: Draft, b: Draft): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
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
