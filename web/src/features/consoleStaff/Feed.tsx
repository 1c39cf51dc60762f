import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { SelectField } from '../../components/console/SelectField'
import { TextArea } from '../../components/console/TextArea'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import type { Validations } from '../../lib/api'
import { MSG_REQUIRED } from '../../lib/forms'
import type { StaffStore } from '../../lib/staffSession'
import { useFeed, useFeedChanges, type FeedInfo, type FeedSettings } from './feedApi'
import { ConfirmDialog, Time } from './parts'
import styles from './consoleStaff.module.css'

type ColumnKey = 'external_id' | 'menu_product_id' | 'weight' | 'price' | 'stock' | 'visible'

/** The export's columns the mapping names, as the form asks for them. */
const COLUMNS: { key: ColumnKey; label: string; hint?: string }[] = [
  { key: 'external_id', label: 'The point of sale’s id', hint: 'Needed: groups a product’s sizes, and names it from then on.' },
  { key: 'menu_product_id', label: 'Pistil’s menu product id', hint: 'Links the point of sale’s id to the product on the rows that carry it.' },
  { key: 'weight', label: 'Size', hint: 'Without it, every row is “each”.' },
  { key: 'price', label: 'Price' },
  { key: 'stock', label: 'Count on hand' },
  { key: 'visible', label: 'Shown online' },
]

/** What the form edits: the settings, the sizes and the period as typed. */
interface Draft {
  url: string
  format: string
  mode: string
  columns: Record<ColumnKey, string>
  /** "3.5g = eighth_ounce", a size a line. */
  weights: string
  every: string
  enabled: boolean
}

const MSG_WEIGHT_LINE = 'Write each size as “3.5g = eighth_ounce”, one a line.'
const MSG_EVERY = 'Please enter whole minutes, from 1 to 1440.'

function draftOf(feed: FeedInfo | null | undefined): Draft {
  const m = feed?.mapping
  const columns = Object.fromEntries(COLUMNS.map(({ key }) => [key, m?.columns[key] ?? ''])) as Record<ColumnKey, string>
  return {
    url: feed?.url ?? '',
    format: m?.format ?? 'csv',
    mode: m?.mode ?? 'delta',
    columns,
    weights: Object.entries(m?.weights ?? {})
      .map(([size, weight]) => `${size} = ${weight}`)
      .join('\n'),
    every: String(feed?.every_minutes ?? 5),
    enabled: feed?.enabled ?? true,
  }
}

/** The settings a draft says, or the fields it cannot say. */
function settingsOf(d: Draft): { settings?: FeedSettings; errors: Validations } {
  const errors: Validations = {}
  if (d.url.trim() === '') errors.url = [MSG_REQUIRED]
  if (d.columns.external_id.trim() === '') errors['columns.external_id'] = [MSG_REQUIRED]
  const weights: Record<string, string> = {}
  for (const line of d.weights.split('\n')) {
    if (line.trim() === '') continue
    const [size, weight, ...rest] = line.split('=').map((s) => s.trim())
    if (!size || !weight || rest.length > 0) {
      errors.weights = [MSG_WEIGHT_LINE]
      break
    }
    weights[size] = weight
  }
  const every = Number(d.every.trim())
  if (!/^\d+$/.test(d.every.trim()) || every < 1 || every > 1440) errors.every_minutes = [MSG_EVERY]
  if (Object.keys(errors).length > 0) return { errors }
  const columns = Object.fromEntries(COLUMNS.map(({ key }) => [key, d.columns[key].trim()]))
  return {
    errors,
    settings: {
      url: d.url.trim(),
      mapping: { format: d.format, mode: d.mode, columns, weights },
      every_minutes: every,
      enabled: d.enabled,
    },
  }
}

/**
 * The store's point of sale feed (issue 22), for a role with
 * inventory.sync: the export's URL, how to read it and how often; the
 * server then reads it on its own and syncs the menu, and this screen says
 * how the last read went. "Read it now" asks for a read within seconds and
 * watches for it.
 */
export function Feed({ store }: { store: StaffStore }) {
  useTitle(`Point of sale feed of ${store.store_name}`)
  // The last run as it was when a read was asked for: the read is done
  // once the last run is another (undefined: none asked for).
  const [waitingFrom, setWaitingFrom] = useState<string | null>()
  const [lastRun, setLastRun] = useState<string | null>()
  const waiting = waitingFrom !== undefined && lastRun === waitingFrom
  const feed = useFeed(store.store_id, waiting)
  const changes = useFeedChanges(store.store_id)
  const notify = useNotifications((s) => s.notify)
  const [removing, setRemoving] = useState(false)
  const [runMessage, setRunMessage] = useState<string>()
  const current = feed.data?.feed
  if ((current?.last_run_at ?? null) !== lastRun) setLastRun(current?.last_run_at ?? null)

  const runNow = () => {
    setRunMessage(undefined)
    changes.run.mutate(undefined, {
      onSuccess: (a) => setWaitingFrom(a.feed?.last_run_at ?? null),
      onError: (err) => setRunMessage(refusalOf(err, []).message),
    })
  }

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Point of sale feed</ScreenHeading>
        <p className={ui.muted}>
          For a point of sale that can publish its menu as a file at an address but cannot call Pistil: the server reads the file on its own, every few
          minutes, and keeps {store.store_name}’s prices, counts and what is shown in step with it, as a point of sale that pushes its changes would.
        </p>
      </div>
      {feed.isPending ? (
        <p className={ui.muted}>Loading the feed…</p>
      ) : feed.isError ? (
        <FormAlert>The feed could not be loaded: {feed.error.message}</FormAlert>
      ) : (
        <>
          {current && (
            <section aria-labelledby="feed-status" className={ui.panel}>
              <h2 id="feed-status">How it went</h2>
              <Status feed={current} waiting={waiting} />
              {runMessage && <FormAlert>{runMessage}</FormAlert>}
              <div className={ui.actions}>
                {current.enabled && (
                  <Button type="button" variant="secondary" onClick={runNow} loading={changes.run.isPending || waiting}>
                    {waiting ? 'Reading…' : 'Read it now'}
                  </Button>
                )}
                <Button type="button" variant="secondary" onClick={() => setRemoving(true)}>
                  Remove the feed
                </Button>
              </div>
            </section>
          )}
          <FeedForm key={current?.updated_at ?? 'new'} feed={current} save={changes.save} onSaved={() => notify('Saved the feed. It is read within seconds.')} />
        </>
      )}
      {removing && (
        <RemoveFeed
          remove={changes.remove}
          onDone={(removed) => {
            setRemoving(false)
            if (removed) notify('Removed the feed. The server reads it no more; the menu stays as it is.')
          }}
        />
      )}
    </div>
  )
}

/** The last run and the next, in words. */
function Status({ feed, waiting }: { feed: FeedInfo; waiting: boolean }) {
  return (
    <dl className={styles.facts}>
      <dt>Last read</dt>
      <dd>
        {feed.last_run_at ? (
          <>
            <Time iso={feed.last_run_at} />: {feed.last_ok ? 'synced. ' : 'failed. '}
            {feed.last_message}
          </>
        ) : (
          'Not yet.'
        )}
      </dd>
      <dt>Next read</dt>
      <dd>{waiting ? 'Within seconds.' : feed.next_run_at ? <Time iso={feed.next_run_at} /> : 'Paused: not read until it is turned on.'}</dd>
    </dl>
  )
}

type Changes = ReturnType<typeof useFeedChanges>

function FeedForm({ feed, save, onSaved }: { feed: FeedInfo | null | undefined; save: Changes['save']; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(feed))
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }))
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    const { settings, errors: found } = settingsOf(draft)
    if (!settings) return fail(found)
    setErrors({})
    setMessage(undefined)
    save.mutate(settings, {
      onSuccess: onSaved,
      onError: (err) => {
        const r = refusalOf(err, ['url', 'mapping', 'every_minutes'])
        fail(r.errors, r.message)
      },
    })
  }
  return (
    <section aria-labelledby="feed-form" className={ui.panel}>
      <h2 id="feed-form">{feed ? 'The feed' : 'Keep a feed'}</h2>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby="feed-form">
        {message && <FormAlert>{message}</FormAlert>}
        <Field
          label="The export’s address"
          name="url"
          type="url"
          autoComplete="off"
          hint="http or https; a key may go in its query. Not an address on a private network unless the server allows it."
          value={draft.url}
          onChange={(e) => set({ url: e.target.value })}
          errors={errors.url}
        />
        <SelectField
          label="Format"
          name="format"
          hint="CSV: a header row, then a row per product and size. JSON: an array of objects, one per product and size."
          value={draft.format}
          onChange={(e) => set({ format: e.target.value })}
        >
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </SelectField>
        <SelectField
          label="What the feed is"
          name="mode"
          hint="The whole menu hides every product the feed leaves out."
          value={draft.mode}
          onChange={(e) => set({ mode: e.target.value })}
        >
          <option value="delta">Changes only</option>
          <option value="snapshot">The whole menu</option>
        </SelectField>
        <fieldset className={styles.events} aria-describedby={errors.mapping ? 'feed-mapping-error' : undefined}>
          <legend>The export’s columns</legend>
          <p className={ui.muted}>Each column’s header (CSV) or field (JSON) in the export; empty: not read.</p>
          {errors.mapping && (
            <p id="feed-mapping-error" className={styles.fieldError}>
              {errors.mapping.join(' ')}
            </p>
          )}
          {COLUMNS.map(({ key, label, hint }) => (
            <Field
              key={key}
              label={label}
              name={`column_${key}`}
              autoComplete="off"
              hint={hint}
              value={draft.columns[key]}
              onChange={(e) => set({ columns: { ...draft.columns, [key]: e.target.value } })}
              errors={errors[`columns.${key}`]}
            />
          ))}
        </fieldset>
        <TextArea
          label="Sizes"
          name="weights"
          rows={4}
          hint="The export’s size words and Pistil’s weights, one a line: 3.5g = eighth_ounce. A size not listed must be a weight’s own name."
          value={draft.weights}
          onChange={(e) => set({ weights: e.target.value })}
          errors={errors.weights}
        />
        <Field
          label="Read it every (minutes)"
          name="every_minutes"
          inputMode="numeric"
          autoComplete="off"
          hint="From 1 to 1440 (a day)."
          value={draft.every}
          onChange={(e) => set({ every: e.target.value })}
          errors={errors.every_minutes}
        />
        <label className={form.check}>
          <input type="checkbox" name="enabled" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <span>Read it on its own (off: kept, not read)</span>
        </label>
        <div className={ui.actions}>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save the feed'}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** The removal's confirmation; onDone(true) once removed, onDone(false) when kept. */
function RemoveFeed({ remove, onDone }: { remove: Changes['remove']; onDone: (removed: boolean) => void }) {
  const [message, setMessage] = useState<string>()
  const confirm = () => {
    setMessage(undefined)
    remove.mutate(undefined, { onSuccess: () => onDone(true), onError: (err) => setMessage(refusalOf(err, []).message) })
  }
  return (
    <ConfirmDialog
      title="Remove the feed?"
      message={message}
      keepLabel="Keep it"
      confirmLabel="Remove"
      pending={remove.isPending}
      onKeep={() => onDone(false)}
      onConfirm={confirm}
    >
      The server stops reading the export. The menu stays as the last read left it.
    </ConfirmDialog>
  )
}
