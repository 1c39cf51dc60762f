import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import ui from '../../components/console/console.module.css'
import { DataTable, type Column } from '../../components/console/DataTable'
import { FormAlert } from '../../components/console/FormAlert'
import { whenWords } from './words'
import styles from './consoleStaff.module.css'

/** A list being read: placeholders, and words for screen readers. */
export function ListLoading({ what }: { what: string }) {
  return (
    <div className={styles.placeholder}>
      <p className="visually-hidden" role="status">
        Loading {what}…
      </p>
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  )
}

/** A list that could not be read, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <FormAlert>This list could not be read: {message}</FormAlert>
      <div className={ui.actions}>
        <Button type="button" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  )
}

/** A list's table as its query stands: placeholders while it is read, the failure with a retry, the words for none, or the rows. */
export function QueryTable<Data, Row>(props: {
  query: UseQueryResult<Data>
  /** What is read, after "Loading": "the tokens". */
  what: string
  rows: (data: Data) => Row[]
  empty: string
  labelledBy: string
  columns: Column<Row>[]
  rowKey: (row: Row) => string | number
}) {
  const { query, what, rows, empty, labelledBy, columns, rowKey } = props
  if (query.isPending) return <ListLoading what={what} />
  if (query.isError) return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
  const list = rows(query.data)
  return list.length === 0 ? <p>{empty}</p> : <DataTable labelledBy={labelledBy} columns={columns} rows={list} rowKey={rowKey} />
}

/** An instant, readably, with its machine form for assistive technology. */
export function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{whenWords(iso)}</time>
}

/** "a" or "an" before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/**
 * A list's heading that takes the focus after a row is taken away (a
 * removal, a revocation): the button that opened the confirmation goes
 * with its row, and the focus would be lost. Call the answer's second part
 * when that happens.
 */
export function useListFocus() {
  const heading = useRef<HTMLHeadingElement>(null)
  const [times, setTimes] = useState(0)
  // Runs after the confirmation's dialog has given the focus back to its opener.
  useEffect(() => {
    if (times > 0) heading.current?.focus()
  }, [times])
  return [heading, () => setTimes((n) => n + 1)] as const
}

/**
 * A secret just made (a token, a webhook's signing secret), shown this
 * once with a way to copy it: the server keeps no copy it can show again.
 * children say why, after "It is shown only this once."
 */
export function ShownOnce({ title, label, value, onDone, children }: { title: string; label: string; value: string; onDone: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState<string>()
  useEffect(() => heading.current?.focus(), [])
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined
  const copy = () => {
    clipboard?.writeText(value).then(
      () => setCopied('Copied. Paste it into the system that uses it.'),
      () => setCopied('It could not be copied: select it and copy it by hand.'),
    )
  }
  return (
    <section aria-labelledby="shown-once-title" className={`${ui.panel} ${styles.newToken}`}>
      <h2 id="shown-once-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.once}>
        <strong>It is shown only this once.</strong> {children}
      </p>
      <div className={styles.secret}>
        <Field label={label} name="secret" readOnly value={value} spellCheck={false} autoComplete="off" onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className={ui.actions}>
        {clipboard && (
          <Button type="button" variant="secondary" onClick={copy}>
            Copy the {label.toLowerCase()}
          </Button>
        )}
        <Button type="button" onClick={onDone}>
          I have copied it
        </Button>
      </div>
      <p role="status">{copied}</p>
    </section>
  )
}

interface ConfirmProps {
  /** The question, the dialog's name. */
  title: ReactNode
  /** What the action does, in a sentence or two. */
  children: ReactNode
  /** The refusal of the last try, if any. */
  message?: string
  keepLabel: string
  confirmLabel: string
  pending: boolean
  onKeep: () => void
  onConfirm: () => void
}

/**
 * The confirmation of a removal or a revocation, which cannot be undone:
 * its question and what it does, the server's refusal of the last try, and
 * the safe choice first, so the dialog opens with the focus on it.
 * Dismissing it (Escape, outside) keeps, unless the action is under way.
 */
export function ConfirmDialog({ title, children, message, keepLabel, confirmLabel, pending, onKeep, onConfirm }: ConfirmProps) {
  const titleId = useId()
  const keep = () => {
    if (!pending) onKeep()
  }
  return (
    <Dialog labelledBy={titleId} onDismiss={keep}>
      <div className={styles.dialog}>
        <h2 id={titleId}>{title}</h2>
        <p>{children}</p>
        {message && <FormAlert>{message}</FormAlert>}
        <div className={ui.actions}>
          <Button type="button" variant="secondary" onClick={keep} disabled={pending}>
            {keepLabel}
          </Button>
          <Button type="button" onClick={onConfirm} loading={pending} disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
