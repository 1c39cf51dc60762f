import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button, ButtonLink } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError, type Validations } from '../../lib/api'
import { looksLikeEmail, MSG_EMAIL, MSG_REQUIRED } from '../../lib/forms'
import { useCustomer, type Customer } from '../../features/account/api'
import { useCart, cartQuery } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import { Totals } from '../../features/cart/Totals'
import { checkout } from '../../features/checkout/api'
import { useStore } from '../../features/stores/api'
import pages from './pages.module.css'
import styles from './Cart.module.css'
import { useTitle } from './useTitle'

const fields = ['first_name', 'last_name', 'phone', 'email', 'birth_date'] as const
type FieldName = (typeof fields)[number]


/** Client checks mirror the server's, with the spec's messages; the server decides. */
function validate(values: Record<FieldName, string>): Validations {
  const v: Validations = {}
  for (const f of fields) if (values[f].trim() === '') v[f] = [MSG_REQUIRED]
  if (!v.email && !looksLikeEmail(values.email)) v.email = [MSG_EMAIL]
  const digits = values.phone.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, '')
  if (!v.phone && !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) v.phone = ['Please enter a valid US phone number.']
  return v
}

/** /cart/guest_checkout: the form waits for the session check so a signed-in shopper's details are filled in. */
export function GuestCheckout() {
  useTitle('Guest checkout')
  const { data: customer, isPending } = useCustomer()
  if (isPending) return <Skeleton height={320} />
  return <CheckoutForm customer={customer ?? null} />
}

function CheckoutForm({ customer }: { customer: Customer | null }) {
  const { data: cart, isPending } = useCart()
  const uuid = useLocalCart((s) => s.uuid)
  const clear = useLocalCart((s) => s.clear)
  const store = useStore(cart?.store.id ?? 0)
  const navigate = useNavigate()
  const client = useQueryClient()
  // A signed-in shopper's details come from their profile; they can still change them.
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    first_name: customer?.firstName ?? '',
    last_name: customer?.lastName ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
    birth_date: customer?.birth_date ?? '',
  }))
  const [errors, setErrors] = useState<Validations>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)

  if (uuid && isPending) return <Skeleton height={320} />
  if (!cart || cart.status !== 'pending' || cart.products.length === 0) {
    return (
      <section className={pages.center}>
        <h1>Nothing to check out</h1>
        <p className={pages.muted}>Your bag is empty.</p>
        <div className={pages.actions}>
          <ButtonLink to="/">Browse dispensaries</ButtonLink>
        </div>
      </section>
    )
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const local = validate(values)
    setErrors(local)
    setFormError(undefined)
    if (Object.keys(local).length > 0) return
    setSubmitting(true)
    try {
      const res = await checkout({ uuid: cart.uuid, reservation_mode: 'pickup', ...values, expected_total: cart.order_total })
      clear()
      client.removeQueries({ queryKey: cartQuery(cart.uuid).queryKey })
      // Spec section 2: a signed-in shopper goes to the reservation on their
      // account, a guest to the receipt with is_registered.
      const query = new URLSearchParams()
      if (res.warning_message) query.set('warning', res.warning_message)
      if (customer) {
        void client.invalidateQueries({ queryKey: ['reservations'] })
        navigate(`/profile/reservations/${res.reservation.id}${query.size > 0 ? `?${query}` : ''}`)
      } else {
        query.set('is_registered', String(res.contact?.is_registered ?? false))
        navigate(`/reservation_receipt/${res.reservation.uuid}?${query}`)
      }
    } catch (error) {
      setSubmitting(false)
      if (error instanceof ApiError) {
        setErrors(error.validations)
        setFormError(error.message)
        // 'Your total has been updated' and unavailable products: reload the bag (spec section 8).
        if (error.status === 409) void client.invalidateQueries({ queryKey: cartQuery(cart.uuid).queryKey })
      } else {
        setFormError('Something went wrong, please try again. If the problem persists, please contact the store.')
      }
    }
  }

  const field = (name: FieldName, label: string, props: Record<string, string> = {}) => (
    <Field
      label={label}
      name={name}
      value={values[name]}
      errors={errors[name]}
      required
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      {...props}
    />
  )

  return (
    <>
      <h1>{customer ? 'Checkout' : 'Guest checkout'}</h1>
      <p className={pages.muted}>
        Reserve from <strong>{cart.store.name}</strong>. Bring a valid photo ID and pay when you pick up.
      </p>
      <div className={styles.layout}>
        <form className={`${pages.panel} ${pages.list}`} onSubmit={onSubmit} noValidate aria-labelledby="contact-title">
          <h2 id="contact-title">Your details</h2>
          {formError && (
            <div role="alert" className={styles.unavailable}>
              {formError}
            </div>
          )}
          {field('first_name', 'First name', { autoComplete: 'given-name' })}
          {field('last_name', 'Last name', { autoComplete: 'family-name' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {field('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
          {field('birth_date', 'Date of birth', {
            type: 'date',
            autoComplete: 'bday',
            hint: store.data ? `You must be ${store.data.checkout_age_minimum} or older.` : '',
          })}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600 }}>Fulfilment</legend>
            <label>
              <input type="radio" name="reservation_mode" value="pickup" checked readOnly /> Pickup at {cart.store.name}
            </label>
          </fieldset>
          {store.data?.checkout_agreement && <p className={pages.muted}>{store.data.checkout_agreement}</p>}
          <Button type="submit" block loading={submitting} disabled={submitting}>
            Place reservation
          </Button>
        </form>
        <aside className={`${pages.panel} ${styles.summary}`} aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          <ul className={pages.list}>
            {cart.products.map((p) => (
              <li key={`${p.product_id}-${p.price_id}`}>
                {p.count} × {p.name}
              </li>
            ))}
          </ul>
          <Totals {...cart} total={cart.order_total} />
        </aside>
      </div>
    </>
  )
}
