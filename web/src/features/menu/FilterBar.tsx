import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useModal } from '../../components/ui/Dialog'
import { CloseButton } from '../../components/ui/CloseButton'
import type { Labels } from '../../lib/slug'
import { hasFeature } from '../../lib/settings'
import { parseWeight, WEIGHT_LABELS } from '../../lib/weights'
import type { Facets } from './api'
import type { Filters, ListParam, MenuState } from './filters'
import styles from './FilterBar.module.css'

// Sort options of spec section 4, recommended first; the limited set offers
// A-Z (its default) and rating.
export const SORTS: [string, string][] = [
  ['recommendation', 'Recommended'],
  ['name', 'A-Z'],
  ['price_asc', 'Price: low to high'],
  ['price_desc', 'Price: high to low'],
  ['thc_asc', 'THC: low to high'],
  ['thc_desc', 'THC: high to low'],
  ['rating', 'Rating'],
]
export const LIMITED_SORTS: [string, string][] = [
  ['name', 'A-Z'],
  ['rating', 'Rating'],
]

/** The search field's debounce (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300

/** Each filter group: the URL parameter it sets and the facet that counts it. */
export const GROUPS: { param: ListParam; facet: string; legend: string; flag?: string }[] = [
  { param: 'root_types', facet: 'root_types', legend: 'Type' },
  { param: 'category', facet: 'category', legend: 'Lineage' },
  { param: 'brand', facet: 'brand', legend: 'Brand' },
  { param: 'weights', facet: 'available_weights', legend: 'Weight' },
  { param: 'price', facet: 'price_range', legend: 'Price' },
  { param: 'thc', facet: 'thc_range', legend: 'THC' },
  { param: 'cbd', facet: 'cbd_range', legend: 'CBD' },
  { param: 'effects', facet: 'effects', legend: 'Effects' },
  { param: 'terpenes', facet: 'terpenes', legend: 'Terpenes', flag: 'terpene_filter' },
]

export const visibleGroups = (hard: string[]) => GROUPS.filter((g) => !hard.includes(g.param) && (!g.flag || hasFeature(g.flag)))

const capitalise = (s: string) => s.replace(/(^|[\s:-])\p{L}/gu, (m) => m.toUpperCase())

const BUCKET_ORDER: Record<string, number> = {}
for (const b of ['0-20', '20-40', '40-60', '60-80', '80+', '0-10', '10-20', '20-30', '30+', '0-2', '2-10', '10+']) BUCKET_ORDER[b] = Object.keys(BUCKET_ORDER).length

/** What a filter value reads as: labels of the store, weights, buckets. */
export function valueLabel(param: ListParam, value: string, labels: Labels): string {
  switch (param) {
    case 'root_types': {
      const [kind, subtype] = value.split(':')
      return subtype ? `${labels.kind(kind ?? '')}: ${capitalise(subtype)}` : labels.kind(value)
    }
    case 'category':
      return labels.lineage(value) ?? value
    case 'weights': {
      const w = parseWeight(value)
      return w ? WEIGHT_LABELS[w] : value
    }
    case 'price':
      return value.endsWith('+') ? `$${value.slice(0, -1)} and up` : `$${value.replace('-', '–$')}`
    case 'thc':
    case 'cbd':
      return value.endsWith('+') ? `${value.slice(0, -1)}% and up` : `${value.replace('-', '–')}%`
    case 'effects':
    case 'terpenes':
      return capitalise(value)
  }
  return value
}

function orderValues(param: ListParam, entries: [string, number][]): [string, number][] {
  if (param === 'price' || param === 'thc' || param === 'cbd') {
    return entries.sort(([a], [b]) => (BUCKET_ORDER[a] ?? 99) - (BUCKET_ORDER[b] ?? 99))
  }
  if (param === 'weights') {
    const rank = (v: string) => Object.keys(WEIGHT_LABELS).indexOf(parseWeight(v) ?? '')
    return entries.sort(([a], [b]) => rank(a) - rank(b))
  }
  // kinds before their subtypes
  return entries.sort(([a], [b]) => a.localeCompare(b))
}

export type MenuChange = Partial<{ query: string; sort: string; page: number; view: string } & Partial<Filters>>

interface FilterBarProps {
  state: MenuState
  /** Counts per facet; a group with a selection is counted as if it had none. */
  facets?: Facets
  labels: Labels
  /** The store hides its prices from this shopper (hide_prices): no price sorts, no price filter. */
  limitedSorts?: boolean
  view: 'grid' | 'list'
  /** How many products the menu shows with the filters as they are (the sheet's "Show" button says it). */
  resultCount?: number
  onChange: (change: MenuChange) => void
}

/** One applied filter value, as a chip names it. */
export interface AppliedFilter {
  param: ListParam
  value: string
  label: string
}

/** The values chosen in the groups the shopper can change, in the groups' order, each named. */
export function appliedFilters(state: MenuState, groups: { param: ListParam }[], labels: Labels): AppliedFilter[] {
  return groups.flatMap((g) => state.filters[g.param].map((value) => ({ param: g.param, value, label: valueLabel(g.param, value, labels) })))
}

export function FilterBar({ state, facets, labels, limitedSorts = false, view, resultCount, onChange }: FilterBarProps) {
  const [text, setText] = useState(state.query)
  useEffect(() => {
    if (text === state.query) return
    const timer = setTimeout(() => onChange({ query: text }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, state.query, onChange])

  const sorts = limitedSorts ? LIMITED_SORTS : SORTS
  const sort = state.sort || sorts[0]![0]
  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value])
  const groups = visibleGroups(state.hard).filter((g) => !(limitedSorts && g.param === 'price'))
  const selected = groups.reduce((n, g) => n + state.filters[g.param].length, 0)
  const fixed = state.hard.filter((p) => (state.filters as Record<string, string[]>)[p]?.length)
  const applied = appliedFilters(state, groups, labels)
  const [sheet, setSheet] = useState(false)
  const clearAll = () => onChange(Object.fromEntries(groups.map((g) => [g.param, []])))
  const toggleIn = (param: ListParam, v: string) => {
    let next = toggle(state.filters[param], v)
    // a subtype narrows its kind, so choosing one drops the kind itself
    if (param === 'root_types' && v.includes(':')) next = next.filter((k) => k !== v.split(':')[0])
    onChange({ [param]: next, page: 0 })
  }
  const groupProps = (g: (typeof groups)[number]) => ({
    legend: g.legend,
    counts: facets?.[g.facet],
    selected: state.filters[g.param],
    order: (entries: [string, number][]) => orderValues(g.param, entries),
    label: (v: string) => valueLabel(g.param, v, labels),
    onToggle: (v: string) => toggleIn(g.param, v),
  })
  return (
    <section className={styles.bar} aria-label="Filter and sort the menu">
      <div className={styles.row}>
        <label className={styles.control}>
          Search this menu
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Strain, brand or product" />
        </label>
        <label className={styles.control}>
          Sort by
          <select value={sort} onChange={(e) => onChange({ sort: e.target.value })}>
            {sorts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.view} role="group" aria-label="Show products as">
          <button type="button" aria-pressed={view === 'grid'} onClick={() => onChange({ view: 'grid' })}>
            Grid
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => onChange({ view: 'list' })}>
            List
          </button>
        </div>
        {/* Phones: the filter lists live in a bottom sheet; tablets and up show them as a row of lists. */}
        <button type="button" className={styles.sheetButton} aria-haspopup="dialog" onClick={() => setSheet(true)}>
          Filters{selected > 0 && <span className={styles.sheetCount}> ({selected})</span>}
        </button>
      </div>
      {fixed.length > 0 && (
        <p className={styles.fixed}>
          Showing only{' '}
          {fixed.map((p) => (state.filters as Record<string, string[]>)[p]!.map((v) => valueLabel(p as ListParam, v, labels)).join(' or ')).join(', ')}
        </p>
      )}
      <div className={styles.groups}>
        {groups.map((g) => (
          <Group key={g.param} {...groupProps(g)} />
        ))}
      </div>
      {applied.length > 0 && (
        <ul className={styles.chips} aria-label="Applied filters">
          {applied.map((f) => (
            <li key={`${f.param}:${f.value}`}>
              <button type="button" className={styles.chip} aria-label={`Remove filter ${f.label}`} onClick={() => toggleIn(f.param, f.value)}>
                {f.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.clear} onClick={clearAll}>
              Clear {selected} {selected === 1 ? 'filter' : 'filters'}
            </button>
          </li>
        </ul>
      )}
      {sheet && (
        <FilterSheet onClose={() => setSheet(false)} selected={selected} resultCount={resultCount} onClear={clearAll}>
          {groups.map((g) => (
            <Group key={g.param} {...groupProps(g)} inSheet />
          ))}
        </FilterSheet>
      )}
    </section>
  )
}

/**
 * The phone's filter sheet: a modal dialog rising from the bottom (the
 * native <dialog>: the page behind is inert, focus stays inside, Escape
 * closes it). Each tick applies at once, the page behind keeping its
 * place; the sheet scrolls inside itself.
 */
function FilterSheet({
  onClose,
  selected,
  resultCount,
  onClear,
  children,
}: {
  onClose: () => void
  selected: number
  resultCount?: number
  onClear: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModal(ref)
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
    >
      <div className={styles.sheetHead}>
        <h2 id={titleId}>Filters</h2>
        <CloseButton label="Close the filters" onClick={onClose} />
      </div>
      <div className={styles.sheetBody}>{children}</div>
      <div className={styles.sheetFoot}>
        <button type="button" className={styles.clear} disabled={selected === 0} onClick={onClear}>
          Clear all
        </button>
        <button type="button" className={styles.show} onClick={onClose}>
          {resultCount === undefined ? 'Show products' : `Show ${resultCount} ${resultCount === 1 ? 'product' : 'products'}`}
        </button>
      </div>
    </dialog>
  )
}

function Group({
  legend,
  counts,
  selected,
  order,
  label,
  onToggle,
  inSheet = false,
}: {
  /** In the phone's sheet: lists open side by side in the flow, any number at once. */
  inSheet?: boolean
  legend: string
  counts?: Record<string, number>
  selected: string[]
  order: (entries: [string, number][]) => [string, number][]
  label: (value: string) => string
  onToggle: (value: string) => void
}) {
  const details = useRef<HTMLDetailsElement>(null)
  const openAtFirst = useRef(inSheet && selected.length > 0)
  useEffect(() => {
    // In the sheet, a list with a choice in it starts open.
    if (openAtFirst.current && details.current) details.current.open = true
  }, [])
  useEffect(() => {
    // In the sheet the lists stay open: closing one on the press of the
    // next would move the next one away under the finger.
    if (inSheet) return
    // An open list closes on a click elsewhere, and on Escape (focus goes
    // back to its button).
    const onPointer = (e: PointerEvent) => {
      const el = details.current
      // composedPath sees through the frameless embed's shadow root, where
      // e.target is retargeted to the shadow host.
      if (el?.open && !e.composedPath().includes(el)) el.open = false
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [inSheet])
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    const el = details.current
    if (e.key === 'Escape' && el?.open && !inSheet) {
      el.open = false
      el.querySelector('summary')?.focus()
    }
  }
  const values = order(Object.entries(counts ?? {}))
  // a selected value keeps its place even when nothing else matches it
  for (const v of selected) if (!values.some(([k]) => k === v)) values.push([v, 0])
  if (values.length === 0) return null
  return (
    // One list open at a time: details elements sharing a name form an exclusive group.
    <details className={inSheet ? styles.sheetGroup : styles.group} name={inSheet ? undefined : 'menu-filters'} ref={details} onKeyDown={onKeyDown}>
      <summary>
        {legend}
        {selected.length > 0 && (
          <span className={styles.badge}>{selected.length <= 2 ? selected.map(label).join(', ') : `${selected.length} selected`}</span>
        )}
      </summary>
      <fieldset className={styles.list}>
        <legend className={styles.visuallyHidden}>{legend}</legend>
        {values.map(([value, count]) => (
          <label key={value} className={styles.option}>
            <input type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(value)} />
            <span>{label(value)}</span> <small>{count}</small>
          </label>
        ))}
      </fieldset>
    </details>
  )
}
