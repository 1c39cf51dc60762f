import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { useNotifications } from '../../components/ui/notifications'
import { ApiError } from '../../lib/api'
import { variation } from '../../lib/flags'
import { formatMoney } from '../../lib/money'
import type { Cart } from '../../lib/types'
import { type Customer } from '../../lib/session'
import { cartQuery } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import { Totals } from '../../components/ui/Totals'
import { checkout, updateCart, useSchedule, type CheckoutStore, type Contact, type Coordinates, type DeliveryAddress } from '../../features/checkout/api'
import { MODE_LABELS, offeredModes, paymentOptions, zoneId, keepWindow } from '../../features/checkout/slots'
import { outsideNote, useShopperLocation } from '../../features/checkout/location'
import { loadCheckoutData, saveCheckoutData, type CheckoutData } from '../../features/checkout/storage'
import { addressComplete, checkForm, checkoutFormReducer, initialCheckoutForm, type CheckoutFormState } from '../../features/checkout/form'
import { ModeChoice } from '../../features/checkout/ModeChoice'
import { WhenChoice, whenText } from '../../features/checkout/WhenChoice'
import { ContactFields, ResidencyChoice } from '../../features/checkout/ContactFields'
import { AddressFields } from '../../features/checkout/AddressFields'
import { PaymentChoice, TipChoice, tipsOffered } from '../../features/checkout/PaymentChoice'
import pages from '../../components/ui/pages.module.css'
import cartStyles from '../../features/cart/Cart.module.css'
import styles from '../../features/checkout/Checkout.module.css'
import { afterCheckoutPath } from '../../features/checkout/navigation'
import { appContext } from '../../lib/appMode'
import { AppliedRewards, Wallet } from '../../features/loyalty/Wallet'
import { attributePurchase, ecommerce } from '../../lib/analytics'
import { cartLineProperties } from '../../features/menu/analytics'
import { defaultCheckoutError, MSG_TOTAL_UPDATED, MSG_UNAVAILABLE } from '../../features/checkout/messages'

// The checkout screen's composition: the parts of features/checkout/ with
// the bag, the loyalty wallet and the totals, the form's reducer, and the
// submit as a mutation (./GuestCheckout.tsx routes to it).

/** The address as sent; the shopper's coordinates go with it when they chose to share them. */
const cleanAddress = (a: DeliveryAddress, at?: Coordinates): DeliveryAddress => ({
  street: a.street.trim(),
  city: a.city.trim(),
  state_code: a.state_code.trim().toUpperCase(),
  zipcode: a.zipcode.trim(),
  ...(at ? { lat: at.lat, lng: at.lng } : {}),
})

/** Pricing the cart for the delivery address changed its total: the shopper checks it before placing the reservation. */
class TotalChanged extends Error {
  constructor(readonly total: number) {
    super(MSG_TOTAL_UPDATED)
  }
}

/** Checkout data is kept between visits in the persist_checkout_data A/B test's "on" variation (spec section 9). */
const persisting = () => variation('persist_checkout_data') === 'on'

export function CheckoutScreen({ cart, store, customer, prefill = {} }: { cart: Cart; store: CheckoutStore; customer: Customer | null; prefill?: Partial<Contact> }) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const clearCart = useLocalCart((s) => s.clear)
  const notify = useNotifications((s) => s.notify)
  const zone = zoneId(store.time_zone_identifier)
  const modes = offeredModes(store)
  // What was kept from an earlier visit; a signed-in shopper's contact comes from their profile.
  const [saved] = useState<CheckoutData>(() => (persisting() ? loadCheckoutData() : {}))
  const [form, dispatch] = useReducer(checkoutFormReducer, undefined, () =>
    initialCheckoutForm({
      modes,
      keptMode: saved.reservation_mode,
      cartMode: cart.reservation_mode,
      sources: [
        customer ? { first_name: customer.firstName, last_name: customer.lastName, phone: customer.phone, email: customer.email, birth_date: customer.birth_date ?? undefined } : {},
        prefill,
        saved,
      ],
      keptAddress: saved.delivery_address,
      storeState: store.state,
      payments: (m) => paymentOptions(store, m),
      residencyAsked: Boolean(store.residency_matters),
    }),
  )
  const { mode, values, address, when, errors } = form
  const [formError, setFormError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [tipPricing, setTipPricing] = useState(false)
  const [modeFailed, setModeFailed] = useState(false)
  // Totals being priced again: the submit waits for them.
  const pricing = tipPricing || (cart.reservation_mode !== mode && !modeFailed)
  const alertRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Set by a submit the client refused: the first invalid field gets focus once the errors are on screen.
  const focusInvalid = useRef(false)
  // The address the cart was last priced for: a delivery zone's lead time applies to the windows.
  const [zoneAddress, setZoneAddress] = useState<DeliveryAddress>()
  const zoneAt = zoneAddress?.lat !== undefined && zoneAddress.lng !== undefined ? { lat: zoneAddress.lat, lng: zoneAddress.lng } : undefined
  const schedule = useSchedule(store.id, mode, mode === 'delivery' ? zoneAddress?.zipcode : undefined, mode === 'delivery' ? zoneAt : undefined)
  // A chosen window the new windows no longer offer (a zone's lead time, or it filled up) moves to the next one
  // that is, or to as soon as possible, and the shopper is told.
  const [seenSchedule, setSeenSchedule] = useState(schedule.data)
  if (schedule.data !== seenSchedule) {
    setSeenSchedule(schedule.data)
    if (schedule.data && when !== 'asap') {
      const next = keepWindow(when, schedule.data.windows.flatMap((d) => d.windows), new Date())
      if (next !== when) {
        const before = whenText(when, seenSchedule, zone)
        dispatch({
          type: 'windowMoved',
          when: next,
          note:
            next === 'asap'
              ? `The time you chose (${before}) is no longer available, so your order is now for as soon as possible. You can choose another time.`
              : `The time you chose (${before}) is no longer available, so we picked the next one: ${whenText(next, schedule.data, zone)}. You can choose another time.`,
        })
      }
    }
  }

  const setCart = (next: Cart) => client.setQueryData(cartQuery(cart.uuid).queryKey, next)

  // The address the cart was last priced for, and that pricing in flight.
  const pricedAddress = useRef('')
  const addressPricing = useRef<Promise<unknown>>(Promise.resolve())
  const priceAddress = (a: DeliveryAddress, at: Coordinates | undefined) => {
    const clean = cleanAddress(a, at)
    const key = JSON.stringify(clean)
    if (key === pricedAddress.current) return addressPricing.current
    pricedAddress.current = key
    setZoneAddress(clean)
    addressPricing.current = updateCart(cart.uuid, { delivery_address: clean })
      .then(setCart)
      .catch(() => {
        pricedAddress.current = ''
      })
    return addressPricing.current
  }

  // The cart is priced for its reservation mode: a mode other than the cart's is set on it first.
  useEffect(() => {
    if (cart.reservation_mode === mode) return
    let live = true
    updateCart(cart.uuid, { reservation_mode: mode })
      .then((next) => live && setCart(next))
      .catch((e: unknown) => {
        if (!live) return
        setModeFailed(true)
        setFormError(e instanceof ApiError ? e.message : defaultCheckoutError())
      })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, cart.uuid])

  // Kept as the shopper types (the A/B test's "on" variation); a signed-in shopper's contact is not kept.
  useEffect(() => {
    if (!persisting()) return
    saveCheckoutData({ ...(customer ? {} : values), reservation_mode: mode, delivery_address: mode === 'delivery' ? address : saved.delivery_address })
  }, [values, mode, address, customer, saved.delivery_address])

  useEffect(() => {
    if (formError || notice) alertRef.current?.focus()
  }, [formError, notice])

  // After a refused submit, once the errors are rendered: focus on the first field in error (on a phone the
  // shopper would otherwise see nothing happen).
  useEffect(() => {
    if (!focusInvalid.current) return
    focusInvalid.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  // The shopper's coordinates, once they chose "Use my location", for zones matched by geofence or radius.
  const location = useShopperLocation((at) => {
    if (addressComplete(address)) void priceAddress(address, at)
  })
  const coords = location.coords
  const outside = mode === 'delivery' ? outsideNote(store, zoneAddress, coords !== undefined) : undefined

  const chooseTip = (amount: number) => {
    setTipPricing(true)
    const change = store.tip_settings?.variant === 'dollar' ? { tip_amount: amount } : { tip_percentage: amount }
    updateCart(cart.uuid, change)
      .then(setCart)
      .catch((e: unknown) => setFormError(e instanceof ApiError ? e.message : defaultCheckoutError()))
      .finally(() => setTipPricing(false))
  }

  // The submit: the cart priced for the delivery address first (its total may change: the shopper checks it), then
  // the checkout with the total the shopper saw.
  const submit = useMutation({
    mutationFn: async ({ form, coords }: { form: CheckoutFormState; coords?: Coordinates }) => {
      const latestTotal = () => client.getQueryData(cartQuery(cart.uuid).queryKey)?.order_total ?? cart.order_total
      let expected = latestTotal()
      const delivery = form.mode === 'delivery' ? cleanAddress(form.address, coords) : undefined
      if (delivery) {
        // The address decides the delivery fee and taxes: the cart is priced for it before the checkout.
        await addressPricing.current
        const before = latestTotal()
        if (JSON.stringify(delivery) !== pricedAddress.current) await priceAddress(form.address, coords)
        expected = latestTotal()
        if (expected !== before) throw new TotalChanged(expected)
      }
      return checkout({
        uuid: cart.uuid,
        reservation_mode: form.mode,
        ...form.values,
        delivery_address: delivery,
        reservation_start_window: form.when === 'asap' ? null : form.when,
        payment_method: form.payment,
        curbside_spot: form.mode === 'curbside' && form.spot.trim() !== '' ? form.spot.trim() : undefined,
        resident: form.residencyAsked && form.resident !== '' ? form.resident === 'yes' : undefined,
        expected_total: expected,
      })
    },
    onSuccess: (res) => {
      for (const line of cart.products) ecommerce('purchase', cartLineProperties(line, cart.store, cart.uuid), cart.store.id)
      attributePurchase(res.reservation.uuid, cart.store.id, { revenue: res.reservation.amount, currency: 'USD' })
      clearCart()
      client.removeQueries({ queryKey: cartQuery(cart.uuid).queryKey })
      void client.invalidateQueries({ queryKey: ['schedule', store.id] })
      if (customer) void client.invalidateQueries({ queryKey: ['reservations'] })
      void navigate(afterCheckoutPath(appContext(), res, Boolean(customer)))
    },
    onError: async (error) => {
      if (error instanceof TotalChanged) {
        setNotice(`${MSG_TOTAL_UPDATED}: delivery to this address makes it ${formatMoney(error.total)}. Please check it and place your reservation again.`)
        return
      }
      if (!(error instanceof ApiError)) {
        setFormError(defaultCheckoutError())
        return
      }
      if (error.message.startsWith(MSG_TOTAL_UPDATED)) {
        await client.invalidateQueries({ queryKey: cartQuery(cart.uuid).queryKey })
        setNotice(`${MSG_TOTAL_UPDATED}. Please check it and place your reservation again.`)
        return
      }
      if (error.message.startsWith(MSG_UNAVAILABLE)) {
        await client.invalidateQueries({ queryKey: cartQuery(cart.uuid).queryKey })
        notify(`${MSG_UNAVAILABLE}. Please remove them to check out.`, 'error')
        void navigate('/cart', { state: { unavailable: true } })
        return
      }
      if (error.code === 'conflict' || error.status === 409) void client.invalidateQueries({ queryKey: ['schedule', store.id] })
      dispatch({ type: 'errors', errors: error.validations })
      setFormError(error.message || defaultCheckoutError())
    },
  })
  const checkingOut = submit.isPending

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (checkingOut) return
    const local = checkForm(form)
    dispatch({ type: 'errors', errors: local })
    setFormError(undefined)
    setNotice(undefined)
    if (Object.keys(local).length > 0) {
      focusInvalid.current = true
      return
    }
    submit.mutate({ form, coords })
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {customer ? 'Checkout' : 'Guest checkout'}
      </h1>
      <p className={pages.muted}>
        Reserve from <strong>{cart.store.name}</strong>. Bring a valid photo ID{mode === 'delivery' ? ' to the door' : ''}; you pay when you receive your order.
      </p>
      <div className={cartStyles.layout}>
        <form ref={formRef} className={`${pages.panel} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label="Checkout">
          {(formError || notice) && (
            <div role="alert" tabIndex={-1} ref={alertRef} className={notice && !formError ? styles.notice : styles.alert}>
              <p>{formError ?? notice}</p>
              <button
                type="button"
                className={styles.dismiss}
                onClick={() => {
                  setFormError(undefined)
                  setNotice(undefined)
                  // The alert goes away with the focus on it: the first field in error, else the heading, takes it.
                  const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
                  if (invalid) invalid.focus()
                  else headingRef.current?.focus()
                }}
              >
                Dismiss<span className="visually-hidden"> message</span>
              </button>
            </div>
          )}

          <ModeChoice
            modes={modes}
            mode={mode}
            onChange={(m) => {
              setModeFailed(false)
              dispatch({ type: 'mode', mode: m, payments: paymentOptions(store, m) })
            }}
            schedule={schedule.data}
            zone={zone}
            errors={errors.reservation_mode}
          />

          <WhenChoice
            key={mode}
            mode={mode}
            schedule={schedule.data}
            loading={schedule.isPending}
            failed={schedule.isError}
            zone={zone}
            when={when}
            onChange={(w) => dispatch({ type: 'when', when: w })}
            note={form.windowNote}
            errors={errors.reservation_start_window}
          />

          {mode === 'delivery' && (
            <AddressFields
              store={store}
              address={address}
              errors={errors}
              onChange={(field, value) => dispatch({ type: 'address', field, value })}
              onDone={() => {
                if (addressComplete(address)) void priceAddress(address, coords)
              }}
              located={coords !== undefined}
              locating={location.locating}
              locationNote={location.note}
              outside={outside}
              onLocate={location.locate}
              onForget={location.forget}
            />
          )}

          {mode === 'curbside' && (
            <Field
              label="Parking spot (optional)"
              name="curbside_spot"
              value={form.spot}
              onChange={(e) => dispatch({ type: 'spot', spot: e.target.value })}
              hint="You can also tell the store when you arrive."
              errors={errors.curbside_spot}
              maxLength={20}
            />
          )}

          <ContactFields values={values} errors={errors} onChange={(field, value) => dispatch({ type: 'contact', field, value })} ageMinimum={store.checkout_age_minimum} />

          {store.residency_matters && (
            <ResidencyChoice state={store.state} value={form.resident} onChange={(resident) => dispatch({ type: 'resident', resident })} errors={errors.resident} />
          )}

          <PaymentChoice store={store} mode={mode} payment={form.payment} onPayment={(payment) => dispatch({ type: 'payment', payment })} errors={errors.payment_method} />

          {tipsOffered(store, mode) && (
            <TipChoice
              store={store}
              percent={(cart as Cart & { tip_percentage?: number | null }).tip_percentage ?? null}
              amount={Number(cart.tip_amount ?? 0)}
              onChoose={chooseTip}
              disabled={pricing}
            />
          )}

          {store.checkout_agreement && <p className={pages.muted}>{store.checkout_agreement}</p>}
          <p className={styles.totalLine}>
            <span>Total</span> <strong>{formatMoney(cart.order_total)}</strong>
          </p>
          <Button type="submit" block loading={checkingOut} disabled={checkingOut || pricing}>
            {checkingOut ? 'Placing reservation…' : 'Place reservation'}
          </Button>
        </form>
        <aside className={`${pages.panel} ${cartStyles.summary}`} aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          <p>
            {MODE_LABELS[mode]} · {whenText(when, schedule.data, zone)}
          </p>
          <ul className={pages.list}>
            {cart.products.map((p) => (
              <li key={`${p.product_id}-${p.price_id}`}>
                {p.count} × {p.name}
              </li>
            ))}
          </ul>
          <Wallet cart={cart} onCart={setCart} level={3} />
          <AppliedRewards cart={cart} onCart={setCart} />
          <div aria-live="polite" aria-busy={pricing}>
            <Totals {...cart} total={cart.order_total} />
          </div>
          <p>
            <Link to="/cart">Edit your bag</Link>
          </p>
        </aside>
      </div>
    </>
  )
}
