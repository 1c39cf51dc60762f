// The kiosk's checkout: the bag's total, the name and contact the store
// asks of kiosk shoppers (contact.ts), the date of birth the store's rules
// ask, and "Place order". The order is a kiosk reservation, as soon as
// possible, paid at the counter.

import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api'
import { useTitle } from '../../components/ui/useTitle'
import { Totals } from '../../components/ui/Totals'
import { cartQuery, forgetCart, useCart } from '../../features/cart/api'
import { checkout, updateCart } from '../../features/checkout/api'
import { afterCheckoutPath } from '../../features/checkout/navigation'
import { useStore } from '../../features/stores/api'
import { anonymityOf, contactBody, contactFields, contactProblems, type KioskContact } from '../../features/kiosk/contact'
import { useKioskStoreId } from './KioskLayout'
import { menuPath } from '../../features/kiosk/paths'
import styles from './Kiosk.module.css'

type Errors = Record<string, string | undefined>

function KioskField(props: {
  label: string
  name: string
  value: string
  error?: string
  hint?: string
  type?: string
  inputMode?: 'text' | 'tel' | 'email' | 'numeric'
  autoComplete?: string
  required?: boolean
  onChange: (v: string) => void
}) {
  const id = useId()
  const described = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {props.label}
        {!props.required && props.name !== 'birth_date' && <span className={styles.optional}> (optional)</span>}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      <input
        id={id}
        name={props.name}
        className={styles.input}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        required={props.required}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  )
}

export function KioskCheckout() {
  useTitle('Check out')
  const storeId = useKioskStoreId() ?? 0
  const store = useStore(storeId)
  const { data: cart, isPending } = useCart()
  const client = useQueryClient()
  const navigate = useNavigate()
  const [contact, setContact] = useState<KioskContact>({ first_name: '', last_name: '', phone: '', email: '' })
  const [birth, setBirth] = useState('')
  const [resident, setResident] = useState<boolean>()
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  // Once placed, the bag is gone: this screen waits for the thank-you, not for a bag.
  const [placed, setPlaced] = useState(false)

  // The bag is priced as a kiosk order before its total is shown.
  const uuid = cart?.uuid
  const mode = cart?.reservation_mode
  useEffect(() => {
    if (!uuid || mode === 'kiosk') return
    updateCart(uuid, { reservation_mode: 'kiosk' }).then(
      (c) => client.setQueryData(cartQuery(uuid).queryKey, c),
      () => undefined,
    )
  }, [uuid, mode, client])

  if (placed) return <p className={styles.lead}>Placing your order…</p>
  if (isPending && uuid !== undefined) return <p className={styles.lead}>Loading your bag…</p>
  if (!cart || cart.status !== 'pending' || cart.products.length === 0) return <Navigate to="/cart" replace />
  const s = store.data
  if (!s) return <p className={styles.lead}>Loading…</p>
  const anonymity = anonymityOf(s.kiosk_anonymous_checkout)
  const fields = contactFields(anonymity)
  const askBirth = Boolean(s.birth_date_required || (s.checkout_age_minimum ?? 0) > 0)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const problems: Errors = { ...contactProblems(anonymity, contact) }
    if (askBirth && !birth) problems.birth_date = 'Please fill out this field.'
    if (s.residency_matters && resident === undefined) problems.resident = 'Please tell us whether you live in this state.'
    if (Object.values(problems).some(Boolean)) {
      setErrors(problems)
      setMessage('Please check your details.')
      return
    }
    setBusy(true)
    setErrors({})
    setMessage(undefined)
    try {
      const res = await checkout({
        uuid: cart.uuid,
        reservation_mode: 'kiosk',
        ...contactBody(anonymity, contact),
        birth_date: birth,
        resident,
        reservation_start_window: null,
        expected_total: cart.order_total,
      })
      setPlaced(true)
      forgetCart(client)
      void navigate(afterCheckoutPath({ mode: 'kiosk', partnerId: String(storeId) }, res, false), { replace: true })
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(err.validations).map(([k, v]) => [k, v.join(' ')])))
        if (err.status === 409) void client.invalidateQueries({ queryKey: cartQuery(cart.uuid).queryKey })
      }
      setMessage(err instanceof Error ? err.message : 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="checkout-title" className={styles.checkout}>
      <h1 id="checkout-title">Check out</h1>
      <div className={styles.checkoutGrid}>
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.form} aria-describedby={message ? 'checkout-message' : undefined}>
          {anonymity === 'required' ? (
            <p className={styles.lead}>No name needed: we'll call your order number.</p>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend>{anonymity === 'allowed' ? 'Your name (optional)' : 'Your details'}</legend>
              <p className={styles.hint}>
                {anonymity === 'allowed'
                  ? "Leave it blank if you like: we'll call your order number."
                  : 'We need your name, and a phone number or an e-mail address.'}
              </p>
              {fields.map((f) => (
                <KioskField
                  key={f.name}
                  label={f.label}
                  name={f.name}
                  required={f.required}
                  type={f.name === 'email' ? 'email' : f.name === 'phone' ? 'tel' : 'text'}
                  inputMode={f.name === 'email' ? 'email' : f.name === 'phone' ? 'tel' : 'text'}
                  value={contact[f.name]}
                  error={errors[f.name]}
                  onChange={(v) => setContact((c) => ({ ...c, [f.name]: v }))}
                />
              ))}
            </fieldset>
          )}
          {askBirth && (
            <KioskField
              label="Date of birth"
              name="birth_date"
              type="date"
              required
              hint={s.checkout_age_minimum ? `You must be ${s.checkout_age_minimum} or older.` : undefined}
              value={birth}
              error={errors.birth_date}
              onChange={setBirth}
            />
          )}
          {s.residency_matters && (
            <fieldset className={styles.fieldset} aria-describedby={errors.resident ? 'resident-error' : undefined}>
              <legend>Do you live in this state?</legend>
              <div className={styles.choices}>
                {[
                  [true, 'Yes'],
                  [false, 'No, visiting'],
                ].map(([value, label]) => (
                  <label key={String(value)} className={styles.choice}>
                    <input type="radio" name="resident" checked={resident === value} onChange={() => setResident(value as boolean)} /> {label}
                  </label>
                ))}
              </div>
              {errors.resident && (
                <p id="resident-error" className={styles.error}>
                  {errors.resident}
                </p>
              )}
            </fieldset>
          )}
          {s.checkout_agreement && <p className={styles.hint}>{s.checkout_agreement}</p>}
          {message && (
            <p id="checkout-message" role="alert" className={styles.error}>
              {message}
            </p>
          )}
          <button type="submit" className={styles.primary} aria-busy={busy || undefined} disabled={busy}>
            Place order
          </button>
          <Link to={menuPath(storeId)} className={styles.secondary}>
            Keep shopping
          </Link>
        </form>
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title">Your order</h2>
          <ul className={styles.lines}>
            {cart.products.map((p) => (
              <li key={`${p.product_id}-${p.price_id}`}>
                {p.count} × {p.name}
              </li>
            ))}
          </ul>
          <Totals {...cart} total={cart.order_total} />
          <p className={styles.hint}>Pay at the counter when we call your order.</p>
        </aside>
      </div>
    </section>
  )
}
