import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { DataTable, type Column } from '../../components/console/DataTable'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import type { StaffStore } from '../../lib/staffSession'
import { useAuditPage } from './api'
import { ListLoading, LoadFailed, Time } from './parts'
import { actionWords, actorWords, beforeOf, changeLine, changes, subjectWords, type AuditEntry } from './words'
import styles from './consoleStaff.module.css'

const columns: Column<AuditEntry>[] = [
  { header: 'When', rowHeader: true, cell: (e) => <Time iso={e.created_at} /> },
  { header: 'Who', cell: (e) => actorWords(e.actor) },
  { header: 'Action', cell: (e) => actionWords(e.action) },
  { header: 'Subject', cell: (e) => subjectWords(e.subject) },
  {
    header: 'Change',
    cell: (e) => {
      const lines = changes(e.before, e.after)
      if (lines.length === 0) return <span className={ui.muted}>No details</span>
      return (
        <ul className={styles.changes}>
          {lines.map((c) => (
            <li key={c.field}>{changeLine(c)}</li>
          ))}
        </ul>
      )
    },
  },
]

/**
 * The store's audit log (ADR 0022, section 1), for whoever holds
 * audit.read there: every change made at the store, newest first, a page
 * at a time. The page is in the address (?before=), so it can be shared
 * and the browser's Back goes to newer entries.
 */
export function AuditLog({ store }: { store: StaffStore }) {
  useTitle(`Audit log of ${store.store_name}`)
  const [params] = useSearchParams()
  const before = beforeOf(params.get('before'))
  const page = useAuditPage(store.store_id, before)
  const entries = useRef<HTMLHeadingElement>(null)
  const shown = useRef(before)
  // Another page: the focus goes to its heading, since the link followed may be gone.
  useEffect(() => {
    if (shown.current === before) return
    shown.current = before
    entries.current?.focus()
  }, [before])

  const title = before === undefined ? 'Latest changes' : 'Older changes'
  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Audit log</ScreenHeading>
        <p className={ui.muted}>Every change made at {store.store_name}: when, by whom, and what it was before and after. Newest first.</p>
      </div>
      <section aria-labelledby="audit-title" className={styles.section}>
        <h2 id="audit-title" ref={entries} tabIndex={-1}>
          {title}
        </h2>
        {page.isPending ? (
          <ListLoading what="the audit log" />
        ) : page.isError ? (
          <LoadFailed message={page.error.message} onRetry={() => void page.refetch()} />
        ) : page.data.entries.length === 0 ? (
          <p>{before === undefined ? 'Nothing has been recorded at this store yet.' : 'There are no older changes.'}</p>
        ) : (
          <DataTable labelledBy="audit-title" columns={columns} rows={page.data.entries} rowKey={(e) => e.id} />
        )}
        {(before !== undefined || (page.data?.next_before ?? 0) > 0) && (
          <nav aria-label="Pages of the audit log" className={ui.actions}>
            {before !== undefined && (
              <ButtonLink variant="secondary" to={{ search: '' }}>
                Newest
              </ButtonLink>
            )}
            {page.data && page.data.next_before > 0 && (
              <ButtonLink variant="secondary" to={{ search: `?before=${page.data.next_before}` }}>
                Older
              </ButtonLink>
            )}
          </nav>
        )}
      </section>
    </div>
  )
}
