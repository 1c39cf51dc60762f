// The menu's filters live in the address (ADR 0022, section 7): the search
// (?q=), the kind (?kind=), shown or hidden (?visible=true|false) and the
// page (?page=). Anything unknown is the default, so a mistyped address
// shows the whole menu rather than an error.

import { isKind, type Kind } from './words'

export type Visibility = '' | 'true' | 'false'

export interface MenuFilters {
  /** The search as typed, trimmed; "" for none. */
  q: string
  /** One kind, or "" for every kind. */
  kind: Kind | ''
  /** "true": only what shoppers see; "false": only what is hidden; "": both. */
  visible: Visibility
  /** The page, from 1. */
  page: number
}

/** The filters an address's query holds. */
export function readFilters(params: URLSearchParams): MenuFilters {
  const kind = params.get('kind') ?? ''
  const visible = params.get('visible') ?? ''
  const page = Number(params.get('page'))
  return {
    q: (params.get('q') ?? '').trim(),
    kind: isKind(kind) ? kind : '',
    visible: visible === 'true' || visible === 'false' ? visible : '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The address's query for filters: only what is set, so the whole menu's address is bare. */
export function filterSearch(f: MenuFilters): string {
  const params = new URLSearchParams()
  if (f.q) params.set('q', f.q)
  if (f.kind) params.set('kind', f.kind)
  if (f.visible) params.set('visible', f.visible)
  if (f.page > 1) params.set('page', String(f.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The list call's query (GET …/menu), which names the same parameters. */
export function apiQuery(f: MenuFilters): Record<string, string | number | undefined> {
  return { q: f.q || undefined, kind: f.kind || undefined, visible: f.visible || undefined, page: f.page > 1 ? f.page : undefined }
}

/** Whether any filter narrows the list. */
export function filtered(f: MenuFilters): boolean {
  return f.q !== '' || f.kind !== '' || f.visible !== ''
}
