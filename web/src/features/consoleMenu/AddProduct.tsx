import { useEffect, useRef, useState, type FormEvent } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import form from '../../components/ui/Form.module.css'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { useFormRefusal } from '../../components/console/useErrorFocus'
import { catalogueQuery, useAddProduct, type CatalogueOffer } from './api'
import { addBody, addDraftOf, addRefusal, checkAddDraft, type AddDraft } from './add'
import { WeightFields } from './WeightFields'
import { kindName } from './words'
import styles from './Menu.module.css'

const TITLE_ID = 'menu-add-title'

/**
 * Putting a product of the shared catalogue on the menu, in a dialog:
 * find it among the products the menu does not carry yet, then tick the
 * weights to sell with their prices and counts. A store cannot make a new
 * catalogue product here (ADR 0022, "Out of scope").
 */
export function AddProduct({ storeId, onClose }: { storeId: number; onClose: () => void }) {
  const [chosen, setChosen] = useState<CatalogueOffer>()
  // Add and Choose another remove the focused button with the step it was
  // in: the heading of the step that takes its place gets focus instead.
  const heading = useRef<HTMLHeadingElement>(null)
  const step = useRef(chosen)
  useEffect(() => {
    if (step.current === chosen) return
    step.current = chosen
    heading.current?.focus()
  }, [chosen])
  return (
    <Dialog labelledBy={TITLE_ID} onDismiss={onClose}>
      <div className={styles.dialog}>
        <h2 id={TITLE_ID} tabIndex={-1} ref={heading}>
          {chosen ? `Add ${chosen.product_name}` : 'Add a product from the catalogue'}
        </h2>
        {chosen ? (
          <AddForm storeId={storeId} offer={chosen} onBack={() => setChosen(undefined)} onAdded={onClose} />
        ) : (
          <Finder storeId={storeId} onChoose={setChosen} />
        )}
      </div>
    </Dialog>
  )
}

/** The catalogue's products the menu lacks, searched by product or brand name. */
function Finder({ storeId, onChoose }: { storeId: number; onChoose: (o: CatalogueOffer) => void }) {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const found = useQuery({ ...catalogueQuery(storeId, q, page), placeholderData: keepPreviousData })
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const text = new FormData(e.currentTarget).get('q')
    setQ(typeof text === 'string' ? text.trim() : '')
    setPage(1)
  }
  const data = found.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <div className={styles.finder}>
      <form role="search" aria-label="The catalogue" className={styles.search} onSubmit={search}>
        <Field label="Product or brand name" name="q" type="search" autoComplete="off" defaultValue={q} />
        <div className={styles.searchActions}>
          <Button type="submit" variant="secondary">
            Search the catalogue
          </Button>
        </div>
      </form>
      <div aria-busy={found.isFetching || undefined}>
        {found.isPending ? (
          <div aria-hidden="true" className={styles.placeholder}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        ) : found.isError ? (
          <FormAlert>The catalogue could not be searched: {found.error.message}</FormAlert>
        ) : data && data.products.length > 0 ? (
          <>
            <p className={ui.muted} role="status">
              {data.total === 1 ? '1 product is not on the menu yet' : `${data.total} products are not on the menu yet`}
              {q ? ` for “${q}”.` : '.'}
            </p>
            <ul className={styles.offers}>
              {data.products.map((o) => (
                <li key={o.product_id}>
                  <span>
                    <strong>{o.product_name}</strong>
                    <span className={ui.muted}>
                      {' '}
                      {o.brand} · {kindName(o.kind)}
                    </span>
                  </span>
                  <Button type="button" variant="secondary" onClick={() => onChoose(o)} aria-label={`Add ${o.product_name} by ${o.brand}`}>
                    Add
                  </Button>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <div className={styles.pages}>
                <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous page
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next page
                </Button>
              </div>
            )}
          </>
        ) : (
          <p role="status">{q ? `Every product for “${q}” is on the menu already, or none is in the catalogue.` : 'Every product of the catalogue is on the menu.'}</p>
        )}
      </div>
    </div>
  )
}

/** The chosen product's weights to sell, their prices and counts, and whether shoppers see it. */
function AddForm({ storeId, offer, onBack, onAdded }: { storeId: number; offer: CatalogueOffer; onBack: () => void; onAdded: () => void }) {
  const add = useAddProduct(storeId)
  const notify = useNotifications((s) => s.notify)
  const [draft, setDraft] = useState<AddDraft>(() => addDraftOf(offer))
  const { ref, errors, message, fail, clear } = useFormRefusal()
  const setWeight = (i: number, change: Partial<AddDraft['weights'][number]>) =>
    setDraft((d) => ({ ...d, weights: d.weights.map((w, j) => (j === i ? { ...w, ...change } : w)) }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (add.isPending) return
    const found = checkAddDraft(draft)
    if (Object.keys(found).length > 0) return fail(found)
    clear()
    add.mutate(addBody(offer, draft), {
      onSuccess: (p) => {
        notify(`Added ${p.product_name} to the menu${p.visible ? '' : ', hidden from shoppers'}.`)
        onAdded()
      },
      onError: (err) => {
        const r = addRefusal(err, draft)
        fail(r.errors, r.message)
      },
    })
  }

  return (
    <form ref={ref} className={form.form} onSubmit={submit} noValidate aria-labelledby={TITLE_ID}>
      <p className={ui.muted}>
        {offer.brand} · {kindName(offer.kind)}
      </p>
      {message && <FormAlert>{message}</FormAlert>}
      <fieldset className={styles.fieldset} aria-describedby="menu-add-hint" aria-invalid={errors.weights ? true : undefined}>
        <legend>Weights to sell</legend>
        <p id="menu-add-hint" className={styles.hint}>
          Tick each weight the store sells, with its price in dollars (45 or 45.50) and the count on hand.
        </p>
        {errors.weights && (
          <p className={styles.addError} role="alert">
            {errors.weights.join(' ')}
          </p>
        )}
        {draft.weights.map((w, i) => (
          <div key={w.price_id} className={styles.addWeight}>
            <label className={form.check}>
              <input type="checkbox" name={`sell_${w.price_id}`} checked={w.sold} onChange={(e) => setWeight(i, { sold: e.target.checked })} />
              <span>Sell {w.label}</span>
            </label>
            {w.sold && (
              <WeightFields
                priceId={w.price_id}
                label={w.label}
                price={w.price}
                stock={w.stock}
                onPrice={(price) => setWeight(i, { price })}
                onStock={(stock) => setWeight(i, { stock })}
                priceErrors={errors[`weights[${i}].price`]}
                stockErrors={errors[`weights[${i}].stock`]}
              />
            )}
          </div>
        ))}
      </fieldset>
      <label className={`${form.check} ${styles.switch}`}>
        <input type="checkbox" role="switch" name="visible" checked={draft.visible} onChange={(e) => setDraft((d) => ({ ...d, visible: e.target.checked }))} />
        <span>Shown to shoppers</span>
      </label>
      <div className={`${ui.actions} ${styles.saveBar}`}>
        <Button type="submit" loading={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to the menu'}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Choose another
        </Button>
      </div>
    </form>
  )
}
