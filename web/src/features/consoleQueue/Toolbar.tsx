import type { FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { SelectField } from '../../components/console/SelectField'
import type { QueueFilters } from './filters'
import { MODE_NAMES, type Mode } from './words'
import styles from './Queue.module.css'

/** The queue's filters besides the tab: the mode, today only, and the search. */
export function Toolbar({ filters, onChange }: { filters: QueueFilters; onChange: (f: Partial<QueueFilters>) => void }) {
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const q = new FormData(e.currentTarget).get('q')
    onChange({ q: typeof q === 'string' ? q.trim() : '' })
  }
  return (
    <div className={styles.toolbar}>
      <SelectField label="Mode" value={filters.mode} onChange={(e) => onChange({ mode: e.target.value as Mode | '' })}>
        <option value="">All modes</option>
        {Object.entries(MODE_NAMES).map(([mode, name]) => (
          <option key={mode} value={mode}>
            {name}
          </option>
        ))}
      </SelectField>
      <Button type="button" variant="secondary" className={styles.switch} aria-pressed={filters.today} onClick={() => onChange({ today: !filters.today })}>
        Today
      </Button>
      <form role="search" className={styles.search} onSubmit={search} aria-label="Reservations">
        {/* Keyed by the address's search, so going back in history shows what it searched. */}
        <Field key={filters.q} label="Search" name="q" type="search" defaultValue={filters.q} hint="#number, name, phone or email" autoComplete="off" />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {filters.q && (
          <Button type="button" variant="secondary" onClick={() => onChange({ q: '' })}>
            Clear search
          </Button>
        )}
      </form>
    </div>
  )
}
