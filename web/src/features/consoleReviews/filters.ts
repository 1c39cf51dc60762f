// The reviews' filter lives in the address (ADR 0022, section 7): which
// reviews (?hidden=false: those shoppers see; ?hidden=true: those hidden)
// and the page (?page=). Anything unknown is the default, so a mistyped
// address shows every review rather than an error.

export type Which = '' | 'false' | 'true'

export interface ReviewFilters {
  /** "false": only what shoppers see; "true": only what is hidden; "": both. */
  hidden: Which
  /** The page, from 1. */
  page: number
}

/** The filters an address's query holds. */
export function readFilters(params: URLSearchParams): ReviewFilters {
  const hidden = params.get('hidden') ?? ''
  const page = Number(params.get('page'))
  return { hidden: hidden === 'true' || hidden === 'false' ? hidden : '', page: Number.isSafeInteger(page) && page > 1 ? page : 1 }
}

/** The address's query for filters: only what is set. */
export function filterSearch(f: ReviewFilters): string {
  const params = new URLSearchParams()
  if (f.hidden) params.set('hidden', f.hidden)
  if (f.page > 1) params.set('page', String(f.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The list call's query (GET …/reviews), which names the same parameters. */
export function apiQuery(f: ReviewFilters): Record<string, string | number | undefined> {
  return { hidden: f.hidden || undefined, page: f.page > 1 ? f.page : undefined }
}
