// The reports' period and ranking live in the address (ADR 0022, section
// 7): ?from= and ?to= (YYYY-MM-DD, the store's days, both included) and
// ?by= for the top products. A missing or malformed day is the server's
// default (the last 30 days, today being the store's), so a mistyped
// address shows the default report rather than an error.

import { businessPath } from '../../lib/businessApi'

export interface Period {
  /** The first day, YYYY-MM-DD; "" for the server's default. */
  from: string
  /** The last day, YYYY-MM-DD; "" for the server's default (today). */
  to: string
}

export type TopBy = 'units' | 'revenue'

/** The most days a report covers, as the server counts them. */
export const MAX_DAYS = 366

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether s is a calendar day written YYYY-MM-DD. */
export function isDay(s: string): boolean {
  if (!DAY.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** The period and ranking an address's query holds. */
export function readPeriod(params: URLSearchParams): Period & { by: TopBy } {
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  return { from: isDay(from) ? from : '', to: isDay(to) ? to : '', by: params.get('by') === 'revenue' ? 'revenue' : 'units' }
}

/** The days from first to last, both included (both YYYY-MM-DD). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1
}

/** What is wrong with a period as typed, as the server would say it; undefined when nothing is. */
export function periodProblem(p: Period): string | undefined {
  if (p.from && !isDay(p.from)) return 'The first day is a date.'
  if (p.to && !isDay(p.to)) return 'The last day is a date.'
  if (p.from && p.to) {
    if (p.to < p.from) return 'The last day is on or after the first.'
    if (daysBetween(p.from, p.to) > MAX_DAYS) return `A report covers at most ${MAX_DAYS} days.`
  }
  return undefined
}

/** The API's query for a period: only the days set. */
export function periodQuery(p: Period): Record<string, string | undefined> {
  return { from: p.from || undefined, to: p.to || undefined }
}

/** The address's query for a period and ranking: only what is not the default. */
export function periodSearch(p: Period & { by: TopBy }): string {
  const params = new URLSearchParams()
  if (p.from) params.set('from', p.from)
  if (p.to) params.set('to', p.to)
  if (p.by !== 'units') params.set('by', p.by)
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** A report's CSV download, with the period and any other choice (by). */
export function csvHref(storeId: number, report: string, p: Period, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra)
  if (p.from) params.set('from', p.from)
  if (p.to) params.set('to', p.to)
  const s = params.toString()
  return `${businessPath}/stores/${storeId}/reports/${report}.csv${s ? `?${s}` : ''}`
}
