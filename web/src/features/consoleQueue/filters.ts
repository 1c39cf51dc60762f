// The queue's filters live in the address (ADR 0022, section 7): the tab
// (?status=, the active one when absent), the mode (?mode=), the day
// (?window=today) and the search (?q=), and the page (?page=). A link to a
// reservation keeps them, so closing it comes back to the same list.

import { MODE_NAMES, TABS, type Mode, type Tab } from './words'

export interface QueueFilters {
  /** A tab's key (words.ts TABS); "active" by default. */
  tab: string
  /** One mode, or "" for every mode. */
  mode: Mode | ''
  /** Only today's (the store's day), or any day. */
  today: boolean
  /** The search as typed, trimmed; "" for none. */
  q: string
  /** The page, from 1. */
  page: number
}

export const DEFAULT_TAB = 'active'

function isMode(m: string): m is Mode {
  return Object.hasOwn(MODE_NAMES, m)
}

/** The filters an address's query holds; anything unknown is the default. */
export function readFilters(params: URLSearchParams): QueueFilters {
  const tab = params.get('status') ?? ''
  const mode = params.get('mode') ?? ''
  const page = Number(params.get('page'))
  return {
    tab: TABS.some((t) => t.key === tab) ? tab : DEFAULT_TAB,
    mode: isMode(mode) ? mode : '',
    today: params.get('window') === 'today',
    q: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The address's query for filters: only what differs from the defaults, so the plain queue's address is bare. */
export function filterSearch(f: QueueFilters): string {
  const params = new URLSearchParams()
  if (f.tab !== DEFAULT_TAB) params.set('status', f.tab)
  if (f.mode) params.set('mode', f.mode)
  if (f.today) params.set('window', 'today')
  if (f.q) params.set('q', f.q)
  if (f.page > 1) params.set('page', String(f.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The tab of filters. */
export function tabOf(f: Pick<QueueFilters, 'tab'>): Tab {
  return TABS.find((t) => t.key === f.tab) ?? TABS[0]!
}

/** The list call's query (GET …/reservations): status is the tab's key, which the server reads as "active" or one status. */
export function apiQuery(f: QueueFilters): Record<string, string | number | undefined> {
  return {
    status: f.tab,
    mode: f.mode || undefined,
    window: f.today ? 'today' : undefined,
    q: f.q || undefined,
    page: f.page > 1 ? f.page : undefined,
  }
}
