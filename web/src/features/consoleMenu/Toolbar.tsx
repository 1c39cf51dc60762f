import type { FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { SelectField } from '../../components/console/SelectField'
import type { MenuFilters, Visibility } from './filters'
import { KINDS, kindName, type Kind } from './words'
import styles from './Menu.module.css'

/** The menu's filters: the search (sent with its button), the kind and what shoppers see (each at once). */
export function Toolbar({ filters, onChange }: { filters: MenuFilters; onChange: (f: Partial<MenuFilters>) => void }) {
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const q = new FormData(e.currentTarget).get('q')
    onChange({ q: typeof q === 'string' ? q.trim() : '' })
  }
  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.search} onSubmit={search} aria-label="Menu products">
        {/* Keyed by the address's search, so going back in history shows what it searched. */}
        <Field key={filters.q} label="Search" name="q" type="search" defaultValue={filters.q} hint="Product or brand name" autoComplete="off" maxLength={100} />
        <div className={styles.searchActions}>
          <Button type="submit" variant="secondary">
            Search
          </Button>
          {filters.q && (
            <Button type="button" variant="secondary" onClick={() => onChange({ q: '' })}>
              Clear search
            </Button>
          )}
        </div>
      </form>
      <SelectField label="Kind" value={filters.kind} onChange={(e) => onChange({ kind: e.target.value as Kind | '' })}>
        <option value="">All kinds</option>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {kindName(k)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Visibility" value={filters.visible} onChange={(e) => onChange({ visible: e.target.value as Visibility })}>
        <option value="">Shown and hidden</option>
        <option value="true">Shown to shoppers</option>
        <option value="false">Hidden from shoppers</option>
      </SelectField>
    </div>
  )
}
