import { useId, useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Totals } from '../../components/ui/Totals'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { refusalOf } from '../../components/console/refusal'
import { SelectField } from '../../components/console/SelectField'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import type { Validations } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import type { WeightId } from '../../lib/types'
import { WEIGHT_LABELS, WEIGHTS } from '../../lib/weights'
import { menuSearchQuery, usePreview, type MenuProduct, type NewSpecial, type PreviewAnswer } from './api'
import styles from './Specials.module.css'

/** The most products a sample bag holds here. */
export const MAX_LINES = 3
export const MSG_NO_LINES = 'Add at least one product to the sample bag.'
const MSG_COUNT = 'Please give a count from 1 to 99.'
const MSG_ID = 'Please give a product id, a whole number.'

interface Line {
  productId: number
  name: string
  weights: { id: string; label: string }[]
  priceId: string
  count: string
}

interface PreviewProps {
  storeId: number
  /** The role may search the menu (menu.read); else a product is added by its id. */
  canSearchMenu: boolean
  /** The draft as the server takes it, read when the bag is priced. */
  draft: () => NewSpecial
  /** The saved special the draft stands in for; none for a new one. */
  specialId?: number
}

const lineOfProduct = (p: MenuProduct): Line => ({
  productId: p.product_id,
  name: p.product_name,
  weights: p.weights.map((w) => ({ id: w.price_id, label: w.weight_label })),
  priceId: p.weights[0]?.price_id ?? 'each',
  count: '1',
})

const lineOfId = (id: number): Line => ({
  productId: id,
  name: `Product ${id}`,
  weights: WEIGHTS.map((w) => ({ id: w, label: WEIGHT_LABELS[w] })),
  priceId: 'gram',
  count: '1',
})

/**
 * The preview (ADR 0022, plan step 9): a sample bag of up to three of the
 * menu's products, each in a weight and a count, priced with the draft
 * among the store's live specials. It writes nothing; the answer shows
 * each line, the specials that took something off and the total.
 */
export function Preview({ storeId, canSearchMenu, draft, specialId }: PreviewProps) {
  const id = useId()
  const titleId = `${id}-title`
  const preview = usePreview(storeId)
  const [lines, setLines] = useState<Line[]>([])
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const result = useRef<HTMLHeadingElement>(null)
  const section = useRef<HTMLElement>(null)
  const [attempt, setAttempt] = useState(0)
  useErrorFocus(section, attempt)
  const failed = () => setAttempt((n) => n + 1)
  const full = lines.length >= MAX_LINES

  const add = (line: Line) => {
    if (full || lines.some((l) => l.productId === line.productId)) return
    setLines((ls) => [...ls, line])
  }
  const change = (i: number, c: Partial<Line>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...c } : l)))

  const price = () => {
    if (preview.isPending) return
    const found: Validations = {}
    lines.forEach((l, i) => {
      const n = Number(l.count)
      if (!/^\d+$/.test(l.count.trim()) || n < 1 || n > 99) found[`lines[${i}].count`] = [MSG_COUNT]
    })
    if (lines.length === 0) {
      setErrors({})
      setMessage(MSG_NO_LINES)
      return failed()
    }
    setErrors(found)
    setMessage(undefined)
    if (Object.keys(found).length > 0) return failed()
    const special = draft()
    preview.mutate(
      {
        special,
        special_id: specialId,
        promo_code: special.special_type === 'promo_code' ? special.promo_code : undefined,
        lines: lines.map((l) => ({ product_id: l.productId, price_id: l.priceId, count: Number(l.count) })),
      },
      {
        onSuccess: () => setTimeout(() => result.current?.focus()),
        onError: (err) => {
          const fields = lines.flatMap((_, i) => [`lines[${i}].count`, `lines[${i}].price_id`, `lines[${i}].product_id`])
          const r = refusalOf(err, fields)
          setErrors(r.errors)
          setMessage(r.message)
          failed()
        },
      },
    )
  }

  return (
    <section ref={section} aria-labelledby={titleId} className={styles.preview}>
      <h3 id={titleId}>Preview</h3>
      <p className={ui.muted}>Price a sample bag with this special among the store’s live specials. Nothing is saved.</p>
      {canSearchMenu ? <MenuSearch storeId={storeId} full={full} onAdd={(p) => add(lineOfProduct(p))} /> : <ById full={full} onAdd={(n) => add(lineOfId(n))} />}
      {lines.length > 0 && (
        <ul className={styles.bag} aria-label="Sample bag">
          {lines.map((l, i) => (
            <li key={l.productId} className={styles.bagLine}>
              <strong>{l.name}</strong>
              {(errors[`lines[${i}].product_id`] ?? []).map((m) => (
                <p key={m} className={styles.error}>
                  {m}
                </p>
              ))}
              <SelectField label={`Weight of ${l.name}`} value={l.priceId} onChange={(e) => change(i, { priceId: e.target.value })} errors={errors[`lines[${i}].price_id`]}>
                {l.weights.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.label}
                  </option>
                ))}
              </SelectField>
              <Field label={`Count of ${l.name}`} inputMode="numeric" autoComplete="off" value={l.count} onChange={(e) => change(i, { count: e.target.value })} errors={errors[`lines[${i}].count`]} />
              <Button type="button" variant="secondary" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))} aria-label={`Remove ${l.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message && <FormAlert>{message}</FormAlert>}
      <div className={ui.actions}>
        <Button type="button" onClick={price} loading={preview.isPending}>
          {preview.isPending ? 'Pricing…' : 'Price the bag'}
        </Button>
      </div>
      {preview.data && !preview.isPending && <Priced answer={preview.data} headingRef={result} />}
    </section>
  )
}

function MenuSearch({ storeId, full, onAdd }: { storeId: number; full: boolean; onAdd: (p: MenuProduct) => void }) {
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const found = useQuery(menuSearchQuery(storeId, q))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setQ(text.trim())
  }
  return (
    <div className={styles.search}>
      {/* Not a form: the preview sits inside the special's form. */}
      <div className={styles.searchRow} role="search" aria-label="Menu products">
        <Field
          label="Find a product on the menu"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit(e)
          }}
        />
        <Button type="button" variant="secondary" onClick={submit}>
          Find
        </Button>
      </div>
      {full && <p className={ui.muted}>The sample bag holds {MAX_LINES} products; remove one to add another.</p>}
      {q !== '' && (
        <div aria-live="polite" aria-busy={found.isFetching || undefined}>
          {found.isError ? (
            <FormAlert>The menu could not be searched: {found.error.message}</FormAlert>
          ) : found.data ? (
            found.data.length === 0 ? (
              <p>No products on the menu match “{q}”.</p>
            ) : (
              <ul className={styles.found} aria-label="Products found">
                {found.data.slice(0, 8).map((p) => (
                  <li key={p.id}>
                    <span>{p.product_name}</span>
                    <Button type="button" variant="secondary" disabled={full} onClick={() => onAdd(p)} aria-label={`Add ${p.product_name} to the sample bag`}>
                      Add
                    </Button>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p>Searching…</p>
          )}
        </div>
      )}
    </div>
  )
}

function ById({ full, onAdd }: { full: boolean; onAdd: (id: number) => void }) {
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const add = () => {
    if (!/^\d+$/.test(text.trim()) || Number(text) < 1) return setErrors([MSG_ID])
    setErrors([])
    onAdd(Number(text))
    setText('')
  }
  return (
    <div className={styles.searchRow}>
      <Field
        label="Product id"
        hint="Your role cannot search the menu: give the id of a product on it."
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            add()
          }
        }}
        errors={errors}
      />
      <Button type="button" variant="secondary" disabled={full} onClick={add}>
        Add to the bag
      </Button>
    </div>
  )
}

function Priced({ answer, headingRef }: { answer: PreviewAnswer; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const id = useId()
  const draft = answer.specials.filter((s) => s.draft).reduce((sum, s) => sum + s.amount, 0)
  return (
    <div className={styles.priced}>
      <h4 id={`${id}-lines`} ref={headingRef} tabIndex={-1}>
        The sample bag priced
      </h4>
      <p role="status">{answer.draft_applied ? `This special takes ${formatMoney(draft)} off this bag.` : 'This special takes nothing off this bag.'}</p>
      <table className={styles.lines} aria-labelledby={`${id}-lines`}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Each</th>
            <th scope="col">Discount</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {answer.lines.map((l, i) => (
            <tr key={i}>
              <th scope="row">
                {l.count} × {l.product_name}, {WEIGHT_LABELS[l.price_id as WeightId] ?? l.price_id}
              </th>
              <td>{formatMoney(l.unit_price)}</td>
              <td>{l.discount > 0 ? `−${formatMoney(l.discount)}` : '—'}</td>
              <td>{formatMoney(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 id={`${id}-specials`}>Specials applied</h4>
      {answer.specials.length === 0 ? (
        <p>No special takes anything off this bag.</p>
      ) : (
        <ul aria-labelledby={`${id}-specials`} className={styles.applied}>
          {answer.specials.map((s, i) => (
            <li key={i}>
              {s.title}
              {s.draft ? ' (this special)' : ''}: −{formatMoney(s.amount)}
            </li>
          ))}
        </ul>
      )}
      <Totals
        {...answer.totals}
        total={answer.totals.order_total}
        specials={answer.specials.map((s, i) => ({ special_id: i, title: s.title, amount: s.amount }))}
        serviceFeeLabel="Service fee"
      />
    </div>
  )
}
