import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { TextArea } from '../../components/console/TextArea'
import { useErrorFocus, useFormRefusal } from '../../components/console/useErrorFocus'
import { ApiError, isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { menuProductQuery, useMenuChanges, type MenuProduct, type MenuWeight } from './api'
import { checkDraft, countBody, countRefusal, draftOf, editBody, editRefusal, MAX_NOTES, MSG_COUNT, parseCount, type Draft } from './edit'
import { Photos } from './Photos'
import { kindName, stockWords } from './words'
import { WeightFields } from './WeightFields'
import styles from './Menu.module.css'

interface EditorProps {
  storeId: number
  /** The product's row in the list: its name while it loads. */
  row: MenuProduct
  /** The member may change everything (menu.edit); else only the counts (menu.stock). */
  canEdit: boolean
  onClose: () => void
}

const TITLE_ID = 'menu-editor-title'

/** Whether a refusal is a 409: someone changed the product, or a checkout took stock, since it was loaded. */
function isConflict(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 409
}

/**
 * One product in a dialog, read fresh with its version: the whole form for
 * an editor, the counts only for a budtender. A change refused because the
 * product changed since (409) says so, with a Reload that reads it again.
 */
export function Editor({ storeId, row, canEdit, onClose }: EditorProps) {
  const product = useQuery(menuProductQuery(storeId, row.id))
  const [conflict, setConflict] = useState<string>()
  const [conflicts, setConflicts] = useState(0)
  const top = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [reloads, setReloads] = useState(0)
  useErrorFocus(top, conflicts)
  useEffect(() => {
    if (reloads > 0) heading.current?.focus()
  }, [reloads])

  const onConflict = (message: string) => {
    setConflict(message)
    setConflicts((n) => n + 1)
  }
  const reload = async () => {
    const again = await product.refetch()
    if (again.isSuccess) setConflict(undefined)
    setReloads((n) => n + 1)
  }
  const p = product.data ?? row
  const name = p.product_name

  return (
    <Dialog labelledBy={TITLE_ID} onDismiss={onClose}>
      <div className={styles.dialog} ref={top}>
        <div>
          <h2 id={TITLE_ID} ref={heading} tabIndex={-1}>
            {canEdit ? `Edit ${name}` : `Stock of ${name}`}
          </h2>
          <p className={ui.muted}>
            {p.brand ? `${p.brand} · ` : ''}
            {kindName(p.kind)}
            {p.external_id ? ` · point of sale id ${p.external_id}` : ''}
          </p>
        </div>
        {conflict && (
          <div className={styles.conflict}>
            <FormAlert>{conflict}</FormAlert>
            <div className={ui.actions}>
              <Button type="button" onClick={() => void reload()} loading={product.isFetching}>
                Reload
              </Button>
            </div>
          </div>
        )}
        {product.isPending ? (
          <div aria-hidden="true" className={styles.placeholder}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        ) : product.isError ? (
          <div className={styles.placeholder}>
            <FormAlert>{isNotFound(product.error) ? 'This product is no longer on the store’s menu.' : `The product could not be loaded: ${product.error.message}`}</FormAlert>
            <div className={ui.actions}>
              <Button type="button" variant="secondary" onClick={() => void product.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : canEdit ? (
          // A reload starts the form again from the product read; a photo change (which answers the product too) does not.
          <EditForm key={reloads} storeId={storeId} product={product.data} onConflict={onConflict} onSaved={onClose} onCancel={onClose} />
        ) : (
          <StockForm storeId={storeId} product={product.data} onConflict={onConflict} />
        )}
      </div>
    </Dialog>
  )
}

interface EditFormProps {
  storeId: number
  product: MenuProduct
  onConflict: (message: string) => void
  onSaved: () => void
  onCancel: () => void
}

/**
 * The editor's form: the store's photos (saved at once), then every
 * weight's price and count, whether shoppers see it, its notes and its
 * cart limit. A photo change moves the product's version on: the form
 * takes the new version when it follows the one the form holds (nobody
 * else changed the product meanwhile), so the editor's own photo does not
 * make their save a conflict, and another's change still does.
 */
function EditForm({ storeId, product: live, onConflict, onSaved, onCancel }: EditFormProps) {
  const { edit } = useMenuChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const [loaded] = useState(live)
  const [version, setVersion] = useState(live.version)
  const product = { ...loaded, version }
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded))
  const { ref, errors, message, fail, clear } = useFormRefusal()
  const setWeight = (i: number, change: Partial<Draft['weights'][number]>) =>
    setDraft((d) => ({ ...d, weights: d.weights.map((w, j) => (j === i ? { ...w, ...change } : w)) }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (edit.isPending) return
    const found = checkDraft(draft)
    if (Object.keys(found).length > 0) return fail(found)
    clear()
    edit.mutate(
      { id: product.id, body: editBody(product, draft) },
      {
        onSuccess: (saved) => {
          notify(`Saved ${saved.product_name}.`)
          onSaved()
        },
        onError: (err) => {
          if (isConflict(err)) return onConflict(err.message)
          const r = editRefusal(err, draft.weights.length)
          fail(r.errors, r.message)
        },
      },
    )
  }

  return (
    <>
      <Photos storeId={storeId} product={live} onChanged={(saved) => setVersion((v) => (saved.version === v + 1 ? saved.version : v))} />
      <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby={TITLE_ID}>
        {message && <FormAlert>{message}</FormAlert>}
        <fieldset className={styles.fieldset} aria-describedby="menu-weights-hint">
          <legend>Prices and stock</legend>
          <p id="menu-weights-hint" className={styles.hint}>
            Prices in dollars, as 45 or 45.50. Stock is the count on hand; 0 is out of stock.
          </p>
          {draft.weights.map((w, i) => (
            <WeightFields
            key={w.price_id}
            priceId={w.price_id}
            label={w.label}
            price={w.price}
            stock={w.stock}
            onPrice={(price) => setWeight(i, { price })}
            onStock={(stock) => setWeight(i, { stock })}
            priceErrors={errors[`weights[${i}].price`]}
            stockErrors={errors[`weights[${i}].stock`]}
          />
          ))}
        </fieldset>
        <label className={`${form.check} ${styles.switch}`}>
          <input type="checkbox" role="switch" name="visible" checked={draft.visible} onChange={(e) => setDraft((d) => ({ ...d, visible: e.target.checked }))} />
          <span>Shown to shoppers</span>
        </label>
        <TextArea
          label="Store notes"
          name="store_notes"
          hint="This store’s note on the product."
          maxLength={MAX_NOTES}
          value={draft.notes}
          onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))}
          errors={errors.store_notes}
        />
        <Field
          label="Cart limit"
          name="max_cart_quantity"
          hint="The most of any one weight a shopper may put in the bag; 0 means 10."
          inputMode="numeric"
          autoComplete="off"
          value={draft.maxCart}
          onChange={(e) => setDraft((d) => ({ ...d, maxCart: e.target.value }))}
          errors={errors.max_cart_quantity}
        />
        <div className={`${ui.actions} ${styles.saveBar}`}>
          {/* Never disabled, so the focus stays on it while it saves. */}
          <Button type="submit" loading={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  )
}

/** A budtender's counts: each weight's stock, saved on its own, and marked out of stock in one press. */
function StockForm({ storeId, product, onConflict }: { storeId: number; product: MenuProduct; onConflict: (message: string) => void }) {
  return (
    <ul className={styles.counts} aria-labelledby={TITLE_ID}>
      {product.weights.map((w) => (
        <li key={w.price_id}>
          <CountRow storeId={storeId} product={product} weight={w} onConflict={onConflict} />
        </li>
      ))}
    </ul>
  )
}

function CountRow({ storeId, product, weight, onConflict }: { storeId: number; product: MenuProduct; weight: MenuWeight; onConflict: (message: string) => void }) {
  const { count } = useMenuChanges(storeId)
  const notify = useNotifications((s) => s.notify)
  const [text, setText] = useState(String(weight.stock))
  const [was, setWas] = useState(weight.stock)
  const [errors, setErrors] = useState<string[]>([])
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  // A new reading of the product (a count saved, a reload) shows its count.
  if (was !== weight.stock) {
    setWas(weight.stock)
    setText(String(weight.stock))
  }
  const label = weight.weight_label
  const send = (stock: number) => {
    if (count.isPending) return
    setErrors([])
    setMessage(undefined)
    count.mutate(
      { id: product.id, body: countBody(weight.price_id, stock, weight.stock) },
      {
        onSuccess: () => notify(stock === 0 ? `${label} of ${product.product_name} is out of stock.` : `Saved: ${product.product_name}, ${label}, ${stock} in stock.`),
        onError: (err) => {
          if (isConflict(err)) return onConflict(err.message)
          const r = countRefusal(err)
          setErrors(r.errors)
          setMessage(r.message)
          setAttempt((n) => n + 1)
        },
      },
    )
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const n = parseCount(text)
    if (n === undefined) {
      setErrors([MSG_COUNT])
      setAttempt((a) => a + 1)
      return
    }
    send(n)
  }
  const saving = count.isPending ? count.variables.body.stock : undefined
  return (
    <form ref={ref} className={styles.countRow} onSubmit={submit} noValidate>
      <p className={styles.countHead}>
        <strong>{label}</strong> <span className={ui.muted}>{formatMoney(weight.price)}</span> <span className={ui.muted}>· {stockWords(weight.stock)}</span>
      </p>
      {message && <FormAlert>{message}</FormAlert>}
      <Field label={`Stock of ${label}`} name={`stock_${weight.price_id}`} inputMode="numeric" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} errors={errors} />
      <div className={ui.actions}>
        <Button type="submit" variant="secondary" loading={saving !== undefined && saving !== 0} aria-label={`Save the stock of ${label}`}>
          Save
        </Button>
        <Button type="button" variant="secondary" loading={saving === 0} onClick={() => send(0)} aria-label={`Mark out of stock: ${label}`}>
          Mark out of stock
        </Button>
      </div>
    </form>
  )
}
