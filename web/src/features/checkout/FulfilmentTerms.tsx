import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import type { CheckoutStore, DeliveryAddress } from './api'
import { deliveryAreaSentence, missingSentence, modeTerms, termsSentence, zipAnswer } from './terms'
import styles from './FulfilmentTerms.module.css'

/**
 * The store's terms for each way of getting the order, in the bag before
 * the checkout (issue 21, point 6): each mode's minimum and fees, what the
 * bag is short, and for delivery where the store delivers, with a ZIP code
 * check answered in a sentence.
 */
export function FulfilmentTerms({
  store,
  subtotal,
  mode,
  address,
}: {
  store: CheckoutStore
  /** The bag's subtotal after discounts (discounted_subtotal), which minimums are checked against. */
  subtotal: number
  /** The bag's reservation mode, listed first. */
  mode: string
  address?: Partial<DeliveryAddress> | null
}) {
  const terms = modeTerms(store, subtotal, mode === 'delivery' ? address : undefined)
  // Nothing to say when no mode asks anything.
  if (!terms.some((t) => t.minimum > 0 || (t.fee?.high ?? 0) > 0)) return null
  const ordered = [...terms.filter((t) => t.mode === mode), ...terms.filter((t) => t.mode !== mode)]
  const delivers = terms.some((t) => t.mode === 'delivery')
  const area = delivers ? deliveryAreaSentence(store) : undefined
  return (
    <section className={styles.terms} aria-labelledby="fulfilment-terms-title">
      <h3 id="fulfilment-terms-title" className={styles.title}>
        Minimums and fees
      </h3>
      <ul className={styles.list}>
        {ordered.map((t) => {
          const missing = missingSentence(t)
          return (
            <li key={t.mode} data-mode={t.mode}>
              {termsSentence(t)}
              {missing && (
                <>
                  {' '}
                  <strong className={t.missing > 0 ? styles.short : styles.hint}>{missing}</strong>
                </>
              )}
            </li>
          )
        })}
      </ul>
      {area && <p className={styles.area}>{area}</p>}
      {delivers && (store.delivery_zones ?? []).some((z) => (z.zipcodes ?? []).length > 0) && <ZipCheck store={store} subtotal={subtotal} />}
    </section>
  )
}

/** "Do you deliver to my ZIP code?", answered in a sentence with the terms there. */
function ZipCheck({ store, subtotal }: { store: CheckoutStore; subtotal: number }) {
  const [zip, setZip] = useState('')
  const [error, setError] = useState<string>()
  const [answer, setAnswer] = useState<{ delivers: boolean; text: string }>()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!/^\d{5}$/.test(zip.trim())) {
      setAnswer(undefined)
      setError('Please enter a 5-digit ZIP code.')
      return
    }
    setError(undefined)
    setAnswer(zipAnswer(store, zip, subtotal))
  }
  return (
    <form className={styles.zip} onSubmit={submit} noValidate aria-label="Check delivery to a ZIP code">
      <div className={styles.zipRow}>
        <Field
          label="Delivery ZIP code"
          name="delivery_zip_check"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          onChange={(e) => {
            setZip(e.target.value)
            if (error) setError(undefined)
          }}
          errors={error ? [error] : []}
        />
        <Button type="submit" variant="secondary">
          Check
        </Button>
      </div>
      <p role="status" className={answer?.delivers === false ? styles.no : styles.yes}>
        {answer?.text}
      </p>
    </form>
  )
}
