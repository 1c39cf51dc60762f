// The menu's filters as the URL holds them, and the search_filter they make.
//
// The spec's seven initial query parameters (brand, category, root_types,
// query, store_type, brand_subtype, store_id) are comma-separated lists; the
// hard parameter lists those the shopper may not change. The filter bar adds
// weights, price, thc, cbd, effects and terpenes in the same form.

export const LIST_PARAMS = [
  'root_types',
  'category',
  'brand',
  'brand_subtype',
  'weights',
  'price',
  'thc',
  'cbd',
  'effects',
  'terpenes',
] as const

export type ListParam = (typeof LIST_PARAMS)[number]

export type Filters = Record<ListParam, string[]>

export interface MenuState {
  filters: Filters
  query: string
  sort: string
  page: number
  /** The parameters the page fixed with hard=...; the filter bar hides them. */
  hard: string[]
}

export function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
}

/** Reads the menu's state from the URL; kind, when given by the path, fills root_types. */
export function parseMenuState(search: URLSearchParams, pathKind?: string): MenuState {
  const filters = Object.fromEntries(LIST_PARAMS.map((p) => [p, list(search.get(p))])) as Filters
  if (pathKind !== undefined && !search.has('root_types')) filters.root_types = [pathKind]
  return {
    filters,
    query: search.get('query') ?? '',
    sort: search.get('sort') ?? '',
    page: Math.max(0, Math.floor(Number(search.get('page') ?? '1')) - 1) || 0,
    hard: list(search.get('hard')),
  }
}

/** Quotes a filter value for the search_filter syntax. */
export function quote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/** "20-40" is 20 <= v < 40, "80+" is 80 <= v; anything else matches nothing. */
export function rangeFilter(attr: string, bucket: string): string | undefined {
  const open = /^(\d+(?:\.\d+)?)\+$/.exec(bucket)
  if (open) return `${attr} >= ${open[1]}`
  const closed = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(bucket)
  if (closed) return `(${attr} >= ${closed[1]} AND ${attr} < ${closed[2]})`
  return undefined
}

const TEXT_ATTRIBUTES: Partial<Record<ListParam, string>> = {
  root_types: 'root_types',
  category: 'category',
  brand: 'brand',
  brand_subtype: 'brand_subtype',
  weights: 'available_weights',
  effects: 'effects',
  terpenes: 'terpenes',
}

const RANGE_ATTRIBUTES: Partial<Record<ListParam, string>> = {
  price: 'bucket_price',
  thc: 'percent_thc',
  cbd: 'percent_cbd',
}

/**
 * The search_filter of a store's menu: the store, then each filter with
 * values as an OR of them, all joined by AND. Skipped names are left out
 * (the facets of a group count as if it had no selection).
 */
export function menuFilter(storeId: number, filters: Partial<Filters>, skip?: ListParam): string {
  const parts = [`store_id = ${storeId}`]
  for (const param of LIST_PARAMS) {
    const values = filters[param] ?? []
    if (param === skip || values.length === 0) continue
    const text = TEXT_ATTRIBUTES[param]
    const range = RANGE_ATTRIBUTES[param]
    const terms = text
      ? values.map((v) => `${text}:${quote(v)}`)
      : values.map((v) => rangeFilter(range ?? param, v)).filter((t): t is string => t !== undefined)
    if (terms.length > 0) parts.push(`(${terms.join(' OR ')})`)
  }
  return parts.join(' AND ')
}

/** The filters fixed by hard=..., which every query of the page keeps. */
export function hardFilters(state: MenuState): Partial<Filters> {
  return Object.fromEntries(LIST_PARAMS.filter((p) => state.hard.includes(p)).map((p) => [p, state.filters[p]]))
}

export const hasSelection = (f: Filters) => LIST_PARAMS.some((p) => f[p].length > 0)
