import { useRef, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Field } from '../../components/ui/Field'
import { useNotifications } from '../../components/ui/notifications'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { SelectField } from '../../components/console/SelectField'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import { ApiError, type Validations } from '../../lib/api'
import { specialKeys, useSpecialChanges, type Special } from './api'
import { APP_MODES, blankDraft, checkDraft, discountField, draftOf, editOf, fieldsOf, FORM_FIELDS, MAX_TITLE, STORE_TYPES, USER_GROUPS, type Draft } from './draft'
import { Preview } from './Preview'
import { DISCOUNT_TYPES, GROUP_NAMES, typeName } from './words'
import styles from './Specials.module.css'

const TITLE_ID = 'special-editor-title'

interface EditorProps {
  storeId: number
  /** The special to edit, as the list read it; none for a new one. */
  special?: Special
  canSearchMenu: boolean
  onClose: () => void
}

/**
 * A special in a dialog: the common fields of a new one or of one of the
 * store's, and the preview of a sample bag with the draft. A change refused
 * because the special changed since it was read (409) says so, with a
 * Reload that reads the list again and starts the form from the special
 * as it is now.
 */
export function Editor({ storeId, special, canSearchMenu, onClose }: EditorProps) {
  const client = useQueryClient()
  const [base, setBase] = useState(special)
  const [conflict, setConflict] = useState<string>()
  const [reloading, setReloading] = useState(false)
  const [conflicts, setConflicts] = useState(0)
  const top = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useErrorFocus(top, conflicts)

  const reload = async () => {
    if (!base) return
    setReloading(true)
    try {
      await client.refetchQueries({ queryKey: specialKeys.list(storeId) })
      const now = client.getQueryData<Special[]>(specialKeys.list(storeId))?.find((s) => s.id === base.id)
      if (now) {
        setBase(now)
        setConflict(undefined)
        heading.current?.focus()
      }
    } finally {
      setReloading(false)
    }
  }

  return (
    <Dialog labelledBy={TITLE_ID} onDismiss={onClose}>
      <div className={styles.dialog} ref={top}>
        <h2 id={TITLE_ID} ref={heading} tabIndex={-1}>
          {base ? `Edit ${base.title}` : 'New special'}
        </h2>
        {conflict && (
          <div className={styles.conflict}>
            <FormAlert>{conflict}</FormAlert>
            <div className={ui.actions}>
              <Button type="button" onClick={() => void reload()} loading={reloading}>
                Reload
              </Button>
            </div>
          </div>
        )}
        <SpecialForm
          key={base?.version ?? 'new'}
          storeId={storeId}
          base={base}
          canSearchMenu={canSearchMenu}
          onConflict={(m) => {
            setConflict(m)
            setConflicts((n) => n + 1)
          }}
          onDone={onClose}
        />
      </div>
    </Dialog>
  )
}

interface FormProps {
  storeId: number
  base?: Special
  canSearchMenu: boolean
  onConflict: (message: string) => void
  onDone: () => void
}

function SpecialForm({ storeId, base, canSearchMenu, onConflict, onDone }: FormProps) {
  const { create, edit } = useSpecialChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const [draft, setDraft] = useState<Draft>(() => (base ? draftOf(base) : blankDraft()))
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  const saving = create.isPending || edit.isPending
  const set = (c: Partial<Draft>) => setDraft((d) => ({ ...d, ...c }))
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  // A bulk or bundle special keeps its type; the form offers the simple ones besides.
  const types = base && !STORE_TYPES.includes(base.special_type) ? [base.special_type, ...STORE_TYPES] : STORE_TYPES

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    const found = checkDraft(draft)
    if (Object.keys(found).length > 0) return fail(found)
    setErrors({})
    setMessage(undefined)
    const done = {
      onSuccess: (saved: Special) => {
        notify(base ? `Saved ${saved.title}.` : `Made ${saved.title}.`)
        onDone()
      },
      onError: (err: Error) => {
        if (err instanceof ApiError && err.status === 409) return onConflict(err.message)
        const r = refusalOf(err, FORM_FIELDS)
        fail(r.errors, r.message)
      },
    }
    if (base) edit.mutate({ id: base.id, body: editOf(draft, base) }, done)
    else create.mutate(fieldsOf(draft), done)
  }

  const amountField = discountField(draft.discountType)
  return (
    <>
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby={TITLE_ID}>
        {message && <FormAlert>{message}</FormAlert>}
        <Field label="Title" name="title" maxLength={MAX_TITLE} autoComplete="off" value={draft.title} onChange={(e) => set({ title: e.target.value })} errors={errors.title} />
        <SelectField label="Type" name="special_type" value={draft.type} onChange={(e) => set({ type: e.target.value as Draft['type'] })} errors={errors.special_type}>
          {types.map((t) => (
            <option key={t} value={t}>
              {typeName(t)}
            </option>
          ))}
        </SelectField>
        {draft.type === 'promo_code' && (
          <Field
            label="Promo code"
            name="promo_code"
            hint="What shoppers enter at checkout."
            autoComplete="off"
            value={draft.promoCode}
            onChange={(e) => set({ promoCode: e.target.value })}
            errors={errors.promo_code}
          />
        )}
        {draft.type === 'group' && (
          <SelectField label="For the group" name="user_group" value={draft.userGroup} onChange={(e) => set({ userGroup: e.target.value })} errors={errors.user_group}>
            <option value="">Choose a group</option>
            {USER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_NAMES[g]}
              </option>
            ))}
          </SelectField>
        )}
        <div className={styles.pair}>
          <SelectField label="Discount" name="discount_type" value={draft.discountType} onChange={(e) => set({ discountType: e.target.value as Draft['discountType'] })} errors={errors.discount_type}>
            {DISCOUNT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </SelectField>
          <Field
            key={amountField}
            label={draft.discountType === 'percent' ? 'Percent off' : draft.discountType === 'dollar_amount' ? 'Amount off (dollars)' : 'Price (dollars)'}
            name={amountField}
            inputMode="decimal"
            autoComplete="off"
            value={draft.discount}
            onChange={(e) => set({ discount: e.target.value })}
            errors={errors[amountField]}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Schedule</legend>
          <p className={styles.hint}>In this device’s time. Leave a date empty for no bound.</p>
          <div className={styles.pair}>
            <Field label="Starts" name="start_time" type="datetime-local" value={draft.start} onChange={(e) => set({ start: e.target.value })} errors={errors.start_time} />
            <Field label="Ends" name="end_time" type="datetime-local" value={draft.end} onChange={(e) => set({ end: e.target.value })} errors={errors.end_time} />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} aria-describedby={errors.excluded_app_modes ? 'special-modes-error' : undefined}>
          <legend>Not offered in</legend>
          {APP_MODES.map((m) => (
            <label key={m.id} className={form.check}>
              <input
                type="checkbox"
                checked={draft.excludedModes.includes(m.id)}
                onChange={(e) => set({ excludedModes: e.target.checked ? [...draft.excludedModes, m.id] : draft.excludedModes.filter((x) => x !== m.id) })}
              />
              <span>{m.label}</span>
            </label>
          ))}
          {errors.excluded_app_modes && (
            <p id="special-modes-error" className={styles.error}>
              {errors.excluded_app_modes.join(' ')}
            </p>
          )}
        </fieldset>
        <label className={form.check}>
          <input type="checkbox" role="switch" name="active" checked={draft.on} onChange={(e) => set({ on: e.target.checked })} />
          <span>Turned on (runs within its dates)</span>
        </label>
        <div className={`${ui.actions} ${styles.saveBar}`}>
          {/* Never disabled, so the focus stays on it while it saves. */}
          <Button type="submit" loading={saving}>
            {saving ? 'Saving…' : base ? 'Save' : 'Make the special'}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
      <Preview storeId={storeId} canSearchMenu={canSearchMenu} specialId={base?.id} draft={() => fieldsOf(draft, base)} />
    </>
  )
}
