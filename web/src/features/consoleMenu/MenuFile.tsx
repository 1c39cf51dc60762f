import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import button from '../../components/ui/Button.module.css'
import { useNotifications } from '../../components/ui/notifications'
import field from '../../components/ui/Field.module.css'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { MSG_FAILED, refusalOf } from '../../components/console/refusal'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import { ApiError } from '../../lib/api'
import { menuFileURL, useMenuImport } from './api'
import { badRowsOf, badRowText, changedProducts, changeName, valueText, type BadRow, type ImportAnswer } from './csv'
import styles from './Menu.module.css'

/** The largest file the import takes (the server's limit, 5 MiB). */
const MAX_BYTES = 5 * 1024 * 1024

const MSG_NO_FILE = 'Please choose a CSV file.'
const MSG_TOO_BIG = 'This file is larger than 5 MB, the most the import takes.'

/** What the last call said of the file. */
type Outcome =
  | { kind: 'checked'; csv: string; name: string; answer: ImportAnswer }
  | { kind: 'refused'; message: string; rows: BadRow[] }
  | { kind: 'failed'; message: string }

/**
 * The menu as a CSV file (ADR 0022, section 5), for those who may edit
 * it: a link that downloads it, and an upload that is first checked (a dry
 * run: nothing is written) and shows what it would change, or every bad
 * row by its line; then applied as it was checked, all at once.
 */
export function MenuFile({ storeId }: { storeId: number }) {
  const { check, apply } = useMenuImport(storeId)
  const notify = useNotifications((s) => s.notify)
  const inputId = useId()
  const [fileError, setFileError] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const [attempt, setAttempt] = useState(0)
  const [formKey, setFormKey] = useState(0)
  const uploadHeading = useRef<HTMLHeadingElement>(null)
  // After a file is applied, its answer and button are gone: the focus goes back to the upload's heading.
  useEffect(() => {
    if (formKey > 0) uploadHeading.current?.focus()
  }, [formKey])
  const ref = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  useErrorFocus(ref, attempt)

  const refuse = (err: unknown) => {
    if (err instanceof ApiError && err.status === 422 && Object.keys(err.validations).length > 0) {
      setOutcome({ kind: 'refused', message: err.message, rows: badRowsOf(err.validations) })
    } else {
      setOutcome({ kind: 'failed', message: refusalOf(err, []).message ?? MSG_FAILED })
    }
    setAttempt((n) => n + 1)
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (check.isPending || apply.isPending) return
    setOutcome(undefined)
    const file = input.current?.files?.[0]
    if (!file) {
      setFileError(MSG_NO_FILE)
      setAttempt((n) => n + 1)
      return
    }
    if (file.size > MAX_BYTES) {
      setFileError(MSG_TOO_BIG)
      setAttempt((n) => n + 1)
      return
    }
    setFileError(undefined)
    const csv = await file.text()
    check.mutate(csv, {
      onSuccess: (answer) => setOutcome({ kind: 'checked', csv, name: file.name, answer }),
      onError: refuse,
    })
  }

  const applyIt = () => {
    if (outcome?.kind !== 'checked' || apply.isPending) return
    apply.mutate(outcome.csv, {
      onSuccess: (answer) => {
        const n = answer.products_changed
        notify(`Applied ${outcome.name}: ${n === 1 ? '1 product' : `${n} products`} changed.`)
        setOutcome(undefined)
        // A new form: the file input is emptied.
        setFormKey((k) => k + 1)
      },
      onError: refuse,
    })
  }

  return (
    <section aria-labelledby="menu-file-title" className={`${ui.panel} ${styles.file}`}>
      <h2 id="menu-file-title">Menu file (CSV)</h2>
      <p className={ui.muted}>
        Change many products at once in a spreadsheet: download the menu, change prices, stock or what shoppers see, and upload the file. It is checked
        first, and nothing changes until you apply it.
      </p>
      <div className={ui.actions}>
        <a className={`${button.button} ${button.secondary}`} href={menuFileURL(storeId)} download>
          Download the menu as CSV
        </a>
      </div>
      <div ref={ref} className={styles.upload}>
        <h3 id="menu-upload-title" ref={uploadHeading} tabIndex={-1}>
          Upload a CSV
        </h3>
        <form key={formKey} className={form.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="menu-upload-title">
          <div className={field.field}>
            <label className={field.label} htmlFor={inputId}>
              CSV file
            </label>
            <p className={field.hint} id={`${inputId}-hint`}>
              The menu’s file as you downloaded and changed it, at most 5 MB.
            </p>
            <input
              ref={input}
              id={inputId}
              className={styles.fileInput}
              type="file"
              name="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={[fileError ? `${inputId}-error` : undefined, `${inputId}-hint`].filter(Boolean).join(' ')}
              onChange={() => {
                // Another file: what was said of the last one no longer holds.
                setOutcome(undefined)
                setFileError(undefined)
              }}
            />
            {fileError && (
              <p className={field.error} id={`${inputId}-error`}>
                {fileError}
              </p>
            )}
          </div>
          <div className={ui.actions}>
            <Button type="submit" variant="secondary" loading={check.isPending}>
              {check.isPending ? 'Checking…' : 'Check the file'}
            </Button>
          </div>
        </form>
        {outcome?.kind === 'refused' && (
          <div className={`${form.alert} ${styles.badRows}`} role="alert" tabIndex={-1} data-form-alert="">
            <p>{outcome.message} Correct these rows, then check the file again:</p>
            <ul>
              {outcome.rows.map((b, i) => (
                <li key={i}>{badRowText(b)}</li>
              ))}
            </ul>
          </div>
        )}
        {outcome?.kind === 'failed' && <FormAlert>{outcome.message}</FormAlert>}
        {outcome?.kind === 'checked' && (
          <Checked outcome={outcome} applying={apply.isPending} onApply={applyIt} />
        )}
      </div>
    </section>
  )
}

/** What a checked file would change, product by product, and the button that applies it; its heading takes the focus, so it is read next. */
function Checked({ outcome, applying, onApply }: { outcome: Extract<Outcome, { kind: 'checked' }>; applying: boolean; onApply: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [outcome])
  const { answer } = outcome
  const products = changedProducts(answer)
  const n = answer.products_changed
  return (
    <div className={styles.checked}>
      <h3 ref={heading} tabIndex={-1}>
        What {outcome.name} changes
      </h3>
      <p>
        Read {answer.rows === 1 ? '1 row' : `${answer.rows} rows`}.{' '}
        {n === 0 ? 'Nothing would change: the file matches the menu.' : `${n === 1 ? '1 product changes' : `${n} products change`} when you apply it.`}
      </p>
      {n > 0 && (
        <>
          <ul className={styles.changes}>
            {products.map((p) => (
              <li key={p.menu_product_id}>
                <strong>{p.product_name}</strong>
                {p.brand && <span className={ui.muted}> · {p.brand}</span>}
                <ul>
                  {p.changes.map((c, i) => (
                    <li key={i}>
                      {changeName(c)}: {valueText(c, c.before)} <span aria-hidden="true">→</span>
                      <span className="visually-hidden">to</span> {valueText(c, c.after)} <span className={ui.muted}>(line {c.row})</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <div className={ui.actions}>
            <Button type="button" onClick={onApply} loading={applying}>
              {applying ? 'Applying…' : 'Apply these changes'}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
