import { useEffect, useState } from 'react'
import { kindLabel, lineageLabel } from '../../lib/slug'
import styles from './FilterBar.module.css'

// Sort options of spec section 4, recommended first.
export const SORTS: [string, string][] = [
  ['recommendation', 'Recommended'],
  ['name', 'A-Z'],
  ['price_asc', 'Price: low to high'],
  ['price_desc', 'Price: high to low'],
  ['thc_asc', 'THC: low to high'],
  ['thc_desc', 'THC: high to low'],
  ['rating', 'Rating'],
]

/** The search field's debounce (spec section 5). */
export const SEARCH_DEBOUNCE_MS = 300

interface FilterBarProps {
  query: string
  sort: string
  kinds: string[]
  lineages: string[]
  facets?: Record<string, Record<string, number>>
  onChange: (change: Partial<{ query: string; sort: string; kinds: string[]; lineages: string[] }>) => void
}

export function FilterBar({ query, sort, kinds, lineages, facets, onChange }: FilterBarProps) {
  const [text, setText] = useState(query)
  useEffect(() => {
    if (text === query) return
    const timer = setTimeout(() => onChange({ query: text }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, query, onChange])

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value])
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
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Group
        legend="Type"
        counts={facets?.kind}
        selected={kinds}
        label={kindLabel}
        onToggle={(v) => onChange({ kinds: toggle(kinds, v) })}
      />
      <Group
        legend="Lineage"
        counts={facets?.category}
        selected={lineages}
        label={(v) => lineageLabel(v) ?? v}
        onToggle={(v) => onChange({ lineages: toggle(lineages, v) })}
      />
    </section>
  )
}

function Group({
  legend,
  counts,
  selected,
  label,
  onToggle,
}: {
  legend: string
  counts?: Record<string, number>
  selected: string[]
  label: (value: string) => string
  onToggle: (value: string) => void
}) {
  const values = Object.entries(counts ?? {}).sort(([a], [b]) => a.localeCompare(b))
  if (values.length === 0) return null
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {values.map(([value, count]) => (
          <label key={value} className={styles.chip}>
            <input type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(value)} />
            <span>
              {label(value)} <small>{count}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
