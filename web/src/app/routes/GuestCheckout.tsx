import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button, ButtonLink } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { ApiError, type Validations } from '../../lib/api'
import { variation } from '../../lib/flags'
import { looksLikeEmail, MSG_EMAIL, MSG_REQUIRED } from '../../lib/forms'
import { formatMoney } from '../../lib/money'
import { settings } from '../../lib/settings'
import { REGIONS } from '../../lib/regions'
import type { Cart } from '../../lib/types'
import { useCustomer, type Customer } from '../../lib/session'
import { useCart, cartQuery } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import { Totals } from '../../components/ui/Totals'
import {
  checkout,
  updateCart,
  useSchedule,
  type CheckoutStore,
  type Contact,
  type Coordinates,
  type DeliveryAddress,
  type ReservationMode,
  type ScheduleResponse,
} from '../../features/checkout/api'
import {
  groupWindows,
  MODE_LABELS,
  offeredModes,
  PAYMENT_LABELS,
  paymentOptions,
  scheduleText,
  windowLabel,
  zoneId,
  dayLabel,
  dateKey,
  keepWindow,
} from '../../features/checkout/slots'
import { deliveryZone, usesCoordinates } from '../../features/checkout/delivery'
import { deliveryAreaSentence } from '../../features/checkout/terms'
import { loadCheckoutData, saveCheckoutData, type CheckoutData } from '../../features/checkout/storage'
import { useStore } from '../../features/stores/api'
import pages from '../../components/ui/pages.module.css'
import cartStyles from '../../features/cart/Cart.module.css'
import styles from './Checkout.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { afterCheckoutPath } from '../../features/checkout/navigation'
import { appContext } from '../../lib/appMode'
import { AppliedRewards, Wallet } from '../../features/loyalty/Wallet'
import { attributePurchase, ecommerce } from '../../lib/analytics'
import { cartLineProperties } from '../../features/menu/analytics'

const contactFields = ['first_name', 'last_name', 'phone', 'email', 'birth_date'] as const
type ContactField = (typeof contactFields)[number]
const addressFields = ['street', 'city', 'state_code', 'zipcode'] as const

// The server's two checkout conflicts the client answers itself (spec section 8).
export const MSG_TOTAL_UPDATED = 'Your total has been updated'
export const MSG_UNAVAILABLE = 'One or more products in your cart are no longer available'

/** The default checkout error, naming the support address when the server gives one. */
export function defaultCheckoutError(email = settings().supportEmail): string {
  return `Something went wrong, please try again. If the problem persists, please contact us at ${email || 'the store'}`
}

export const MSG_RESIDENT = 'Please answer Yes or No.'

/**
 * Client checks mirror the server's, with the spec's messages; the server decides. resident is the answer to the
 * residency question, undefined where the store does not ask it, '' while unanswered.
 */
export function validate(values: Contact, mode: ReservationMode, address: DeliveryAddress, resident?: string): Validations {
  const v: Validations = {}
  for (const f of contactFields) if (values[f].trim() === '') v[f] = [MSG_REQUIRED]
  if (!v.email && !looksLikeEmail(values.email)) v.email = [MSG_EMAIL]
  const digits = values.phone.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, '')
  if (!v.phone && !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) v.phone = ['Please enter a valid US phone number.']
  if (mode === 'delivery') {
    for (const f of addressFields) if (address[f].trim() === '') v[`delivery_address.${f}`] = [MSG_REQUIRED]
    if (!v['delivery_address.zipcode'] && !/^\d{5}(-\d{4})?$/.test(address.zipcode.trim())) {
      v['delivery_address.zipcode'] = ['Please enter a 5-digit ZIP code.']
    }
  }
  if (resident === '') v.resident = [MSG_RESIDENT]
  return v
}

const stateName = (code: string) => REGIONS.find((r) => r.code === code)?.name ?? code

/** The address as sent; the shopper's coordinates go with it when they chose to share them. */
const cleanAddress = (a: DeliveryAddress, at?: Coordinates): DeliveryAddress => ({
  street: a.street.trim(),
  city: a.city.trim(),
  state_code: a.state_code.trim().toUpperCase(),
  zipcode: a.zipcode.trim(),
  ...(at ? { lat: at.lat, lng: at.lng } : {}),
})

/** What the browser's geolocation error means for the shopper. */
function locationError(e: GeolocationPositionError | undefined): string {
  if (e?.code === 1) {
    return "Your browser did not share your location. Enter your address and ZIP code; you can allow location in your browser's settings and try again."
  }
  if (e === undefined) return 'This browser cannot share your location. Enter your address and ZIP code.'
  return 'Your location could not be found. Please try again, or enter your address and ZIP code.'
}

/** Checkout data is kept between visits in the persist_checkout_data A/B test's "on" variation (spec section 9). */
const persisting = () => variation('persist_checkout_data') === 'on'

/** /cart/checkout: a signed-in shopper's checkout; a guest is offered to log in or to check out as a guest. */
export function Checkout() {
  useTitle('Checkout')
  const { data: customer, isPending } = useCustomer()
  if (isPending) return <Skeleton height={320} />
  if (!customer) {
    return (
      <section className={pages.center} aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>Log in to keep this reservation on your account, or check out as a guest.</p>
        <div className={pages.actions}>
          <ButtonLink to="/login?next=/cart/checkout">Log in</ButtonLink>
          <ButtonLink to="/cart/guest_checkout" variant="secondary">
            Check out as a guest
          </ButtonLink>
        </div>
      </section>
    )
  }
  return <CheckoutForm customer={customer} />
}

/**
 * /cart/guest_checkout: the form waits for the session check so a signed-in shopper's details are filled in.
 * prefill gives contact fields to start from (a headless partner's user).
 */
export function GuestCheckout({ prefill }: { prefill?: Partial<Contact> } = {}) {
  useTitle('Guest checkout')
  const { data: customer, isPending } = useCustomer()
  if (isPending) return <Skeleton height={320} />
  return <CheckoutForm customer={customer ?? null} prefill={prefill} />
}

function CheckoutForm({ customer, prefill }: { customer: Customer | null; prefill?: Partial<Contact> }) {
  const { data: cart, isPending } = useCart()
  const uuid = useLocalCart((s) => s.uuid)
  const store = useStore(cart?.store.id ?? 0)
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
  if (store.isPending) return <Skeleton height={320} />
  if (!store.data) throw store.error ?? new Error('The store could not be loaded.')
  if (!customer && store.data.allow_guest_checkout === false) {
    // Where the partner switched accounts off, there is no login to offer.
    if (!appContext().features.auth) {
      return (
        <section className={pages.center} aria-labelledby="checkout-title">
          <h1 id="checkout-title">Reservations aren't available here</h1>
          <p>{cart.store.name} takes reservations from shoppers with an account, which this site does not offer. Please order on the store's own menu.</p>
        </section>
      )
    }
    return (
      <section className={pages.center} aria-labelledby="checkout-title">
        <h1 id="checkout-title">Log in to check out</h1>
        <p>{cart.store.name} takes reservations from shoppers with an account.</p>
        <div className={pages.actions}>
          <ButtonLink to="/login?next=/cart/checkout">Log in</ButtonLink>
          <ButtonLink to="/register" variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </section>
    )
  }
  return <CheckoutScreen cart={cart} store={store.data} customer={customer} prefill={prefill} />
}

function CheckoutScreen({ cart, store, customer, prefill = {} }: { cart: Cart; store: CheckoutStore; customer: Customer | null; prefill?: Partial<Contact> }) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const clearCart = useLocalCart((s) => s.clear)
  const notify = useNotifications((s) => s.notify)
  const zone = zoneId(store.time_zone_identifier)
  const modes = offeredModes(store)
  // What was kept from an earlier visit; a signed-in shopper's contact comes from their profile.
  const [saved] = useState<CheckoutData>(() => (persisting() ? loadCheckoutData() : {}))
  const firstMode = (): ReservationMode => {
    for (const m of [saved.reservation_mode, cart.reservation_mode]) if (modes.includes(m as ReservationMode)) return m as ReservationMode
    return modes[0] ?? 'pickup'
  }
  const [mode, setMode] = useState<ReservationMode>(firstMode)
  const [values, setValues] = useState<Contact>(() => ({
    first_name: customer?.firstName || prefill.first_name || saved.first_name || '',
    last_name: customer?.lastName || prefill.last_name || saved.last_name || '',
    phone: customer?.phone || prefill.phone || saved.phone || '',
    email: customer?.email || prefill.email || saved.email || '',
    birth_date: customer?.birth_date || prefill.birth_date || saved.birth_date || '',
  }))
  const [address, setAddress] = useState<DeliveryAddress>(
    () => saved.delivery_address ?? { street: '', city: '', state_code: store.state.length === 2 ? store.state : '', zipcode: '' },
  )
  const [when, setWhen] = useState<'asap' | string>('asap')
  const [payment, setPayment] = useState<string>(() => paymentOptions(store, firstMode())[0] ?? 'cash')
  const [spot, setSpot] = useState('')
  // The residency question has no default: the shopper answers it.
  const [resident, setResident] = useState('')
  const [errors, setErrors] = useState<Validations>({})
  const [formError, setFormError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  // The checking-out flag (spec section 4): set while the checkout is in flight.
  const [checkingOut, setCheckingOut] = useState(false)
  const [tipPricing, setTipPricing] = useState(false)
  const [modeFailed, setModeFailed] = useState(false)
  // Totals being priced again: the submit waits for them.
  const pricing = tipPricing || (cart.reservation_mode !== mode && !modeFailed)
  const alertRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Set by a submit the client refused: the first invalid field gets focus once the errors are on screen.
  const focusInvalid = useRef(false)
  // The shopper's coordinates, once they chose "Use my location", for zones matched by geofence or radius.
  const [coords, setCoords] = useState<Coordinates>()
  const [locating, setLocating] = useState(false)
  const [locationNote, setLocationNote] = useState<string>()
  // The address the cart was last priced for: a delivery zone's lead time applies to the windows.
  const [zoneAddress, setZoneAddress] = useState<DeliveryAddress>()
  const zoneAt = zoneAddress?.lat !== undefined && zoneAddress.lng !== undefined ? { lat: zoneAddress.lat, lng: zoneAddress.lng } : undefined
  const schedule = useSchedule(store.id, mode, mode === 'delivery' ? zoneAddress?.zipcode : undefined, mode === 'delivery' ? zoneAt : undefined)
  // A chosen window the new windows no longer offer (a zone's lead time, or it filled up) moves to the next one
  // that is, or to as soon as possible, and the shopper is told.
  const [windowNote, setWindowNote] = useState<string>()
  const [seenSchedule, setSeenSchedule] = useState(schedule.data)
  if (schedule.data !== seenSchedule) {
    setSeenSchedule(schedule.data)
    if (schedule.data && when !== 'asap') {
      const next = keepWindow(when, schedule.data.windows.flatMap((d) => d.windows), new Date())
      if (next !== when) {
        const before = whenText(when, seenSchedule, zone)
        setWhen(next)
        setWindowNote(
          next === 'asap'
            ? `The time you chose (${before}) is no longer available, so your order is now for as soon as possible. You can choose another time.`
            : `The time you chose (${before}) is no longer available, so we picked the next one: ${whenText(next, schedule.data, zone)}. You can choose another time.`,
        )
      }
    }
  }
  const chooseWhen = (w: string) => {
    setWhen(w)
    setWindowNote(undefined)
  }

  const setCart = (next: Cart) => client.setQueryData(cartQuery(cart.uuid).queryKey, next)

  // The address the cart was last priced for, and that pricing in flight.
  const pricedAddress = useRef('')
  const addressPricing = useRef<Promise<unknown>>(Promise.resolve())
  const priceAddress = (a: DeliveryAddress, at = coords) => {
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

  const addressComplete = (a: DeliveryAddress) => addressFields.every((f) => a[f].trim() !== '')

  // "Use my location": asked only when the shopper presses it; the browser asks for their consent.
  const locate = () => {
    setLocationNote(undefined)
    if (!('geolocation' in navigator)) {
      setLocationNote(locationError(undefined))
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const at = { lat: Math.round(pos.coords.latitude * 1e5) / 1e5, lng: Math.round(pos.coords.longitude * 1e5) / 1e5 }
        setLocating(false)
        setCoords(at)
        setLocationNote('Your location will be sent with this address to find its delivery zone.')
        if (addressComplete(address)) void priceAddress(address, at)
      },
      (e) => {
        setLocating(false)
        setLocationNote(locationError(e))
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }
  const forgetLocation = () => {
    setCoords(undefined)
    setLocationNote('Your location will not be sent.')
    if (addressComplete(address)) void priceAddress(address, undefined)
  }

  const chooseMode = (m: ReservationMode) => {
    setMode(m)
    setModeFailed(false)
    setWhen('asap')
    setWindowNote(undefined)
    const options = paymentOptions(store, m)
    if (!options.includes(payment)) setPayment(options[0] ?? 'cash')
    setErrors({})
  }

  // The priced address in none of the store's zones (by the zones the store publishes; checkout decides).
  const zipZones = (store.delivery_zones ?? []).some((z) => (z.zipcodes ?? []).length > 0)
  const outside =
    mode !== 'delivery' || !zoneAddress || !store.delivery_zones || deliveryZone(store, zoneAddress)
      ? undefined
      : !zipZones && usesCoordinates(store) && !coords
        ? // No zip code can tell: only the location can.
          `${store.name} finds its delivery area by location: if you are at this address, choose "Use my location".`
        : `${[zoneAddress.city, zoneAddress.zipcode].filter(Boolean).join(' ')} is outside the delivery area of ${store.name}.` +
          (usesCoordinates(store) && !coords
            ? ' Part of the area is found by location: if you are at this address, choose "Use my location".'
            : ' Please choose another address, or pickup.')

  const tips = store.tip_settings
  const tipsOffered = (tips?.enabled_for ?? []).includes(mode) && (tips?.custom_amounts ?? []).length > 0
  const tipPercent = (cart as Cart & { tip_percentage?: number | null }).tip_percentage ?? null
  const tipAmount = Number(cart.tip_amount ?? 0)
  const chooseTip = (amount: number) => {
    setTipPricing(true)
    const change = tips?.variant === 'dollar' ? { tip_amount: amount } : { tip_percentage: amount }
    updateCart(cart.uuid, change)
      .then(setCart)
      .catch((e: unknown) => setFormError(e instanceof ApiError ? e.message : defaultCheckoutError()))
      .finally(() => setTipPricing(false))
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (checkingOut) return
    const local = validate(values, mode, address, store.residency_matters ? resident : undefined)
    setErrors(local)
    setFormError(undefined)
    setNotice(undefined)
    if (Object.keys(local).length > 0) {
      focusInvalid.current = true
      return
    }
    setCheckingOut(true)
    const latestTotal = () => client.getQueryData(cartQuery(cart.uuid).queryKey)?.order_total ?? cart.order_total
    let expected = latestTotal()
    try {
      const delivery = mode === 'delivery' ? cleanAddress(address, coords) : undefined
      if (delivery) {
        // The address decides the delivery fee and taxes: the cart is priced for it before the checkout.
        await addressPricing.current
        const before = latestTotal()
        if (JSON.stringify(delivery) !== pricedAddress.current) await priceAddress(address, coords)
        expected = latestTotal()
        if (expected !== before) {
          setCheckingOut(false)
          setNotice(`${MSG_TOTAL_UPDATED}: delivery to this address makes it ${formatMoney(expected)}. Please check it and place your reservation again.`)
          return
        }
      }
      const res = await checkout({
        uuid: cart.uuid,
        reservation_mode: mode,
        ...values,
        delivery_address: delivery,
        reservation_start_window: when === 'asap' ? null : when,
        payment_method: payment,
        curbside_spot: mode === 'curbside' && spot.trim() !== '' ? spot.trim() : undefined,
        resident: store.residency_matters && resident !== '' ? resident === 'yes' : undefined,
        expected_total: expected,
      })
      for (const line of cart.products) ecommerce('purchase', cartLineProperties(line, cart.store, cart.uuid), cart.store.id)
      attributePurchase(res.reservation.uuid, cart.store.id, { revenue: res.reservation.amount, currency: 'USD' })
      clearCart()
      client.removeQueries({ queryKey: cartQuery(cart.uuid).queryKey })
      void client.invalidateQueries({ queryKey: ['schedule', store.id] })
      if (customer) void client.invalidateQueries({ queryKey: ['reservations'] })
      void navigate(afterCheckoutPath(appContext(), res, Boolean(customer)))
    } catch (error) {
      setCheckingOut(false)
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
      setErrors(error.validations)
      setFormError(error.message || defaultCheckoutError())
    }
  }

  const contact = (name: ContactField, label: string, props: Record<string, string> = {}) => (
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
  const addressField = (name: (typeof addressFields)[number], label: string, props: Record<string, string | number> = {}) => (
    <Field
      label={label}
      name={`delivery_${name}`}
      value={address[name]}
      errors={[...(errors[`delivery_address.${name}`] ?? []), ...(name === 'zipcode' ? (errors.delivery_address ?? []) : [])]}
      required
      onChange={(e) => setAddress({ ...address, [name]: e.target.value })}
      onBlur={() => {
        if (addressComplete(address)) void priceAddress(address)
      }}
      {...props}
    />
  )

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

          <ModeChoice modes={modes} mode={mode} onChange={chooseMode} schedule={schedule.data} zone={zone} errors={errors.reservation_mode} />

          <WhenChoice
            key={mode}
            mode={mode}
            schedule={schedule.data}
            loading={schedule.isPending}
            failed={schedule.isError}
            zone={zone}
            when={when}
            onChange={chooseWhen}
            note={windowNote}
            errors={errors.reservation_start_window}
          />

          {mode === 'delivery' && (
            <fieldset className={styles.group}>
              <legend>Delivery address</legend>
              {addressField('street', 'Street address', { autoComplete: 'address-line1' })}
              <div className={styles.row}>
                {addressField('city', 'City', { autoComplete: 'address-level2' })}
                {addressField('state_code', 'State', { autoComplete: 'address-level1', maxLength: 2 })}
                {addressField('zipcode', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
              </div>
              {(store.delivery_zones ?? []).some((z) => (z.zipcodes ?? []).length > 0) && <p className={pages.muted}>{deliveryAreaSentence(store)}</p>}
              {usesCoordinates(store) && (
                <div className={styles.locate}>
                  <p className={pages.muted} id="locate-hint">
                    {(store.delivery_zones ?? []).every((z) => (z.zipcodes ?? []).length === 0) ? 'The delivery area' : 'Part of the delivery area'} is
                    found by location. If you are at this address, your device can share where you are.
                  </p>
                  {coords ? (
                    <Button type="button" variant="secondary" onClick={forgetLocation}>
                      Don't use my location
                    </Button>
                  ) : (
                    <Button type="button" variant="secondary" onClick={locate} loading={locating} aria-describedby="locate-hint">
                      {locating ? 'Finding your location…' : 'Use my location'}
                    </Button>
                  )}
                </div>
              )}
              <div role="status" className={styles.live}>
                {locationNote && <p>{locationNote}</p>}
                {outside && <p className={styles.caution}>{outside}</p>}
              </div>
            </fieldset>
          )}

          {mode === 'curbside' && (
            <Field
              label="Parking spot (optional)"
              name="curbside_spot"
              value={spot}
              onChange={(e) => setSpot(e.target.value)}
              hint="You can also tell the store when you arrive."
              errors={errors.curbside_spot}
              maxLength={20}
            />
          )}

          <fieldset className={styles.group}>
            <legend>Your details</legend>
            {contact('first_name', 'First name', { autoComplete: 'given-name' })}
            {contact('last_name', 'Last name', { autoComplete: 'family-name' })}
            {contact('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {contact('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
            {contact('birth_date', 'Date of birth', {
              type: 'date',
              autoComplete: 'bday',
              hint: `You must be ${store.checkout_age_minimum} or older.`,
            })}
          </fieldset>

          {store.residency_matters && (
            <RadioGroup
              legend={`Do you live in ${stateName(store.state)}?`}
              name="resident"
              value={resident}
              onChange={setResident}
              required
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No', detail: 'Visitors may buy half the resident limits.' },
              ]}
              errors={errors.resident}
            />
          )}

          <RadioGroup
            legend={`Payment ${mode === 'delivery' ? 'on delivery' : 'at the store'}`}
            name="payment_method"
            value={payment}
            onChange={setPayment}
            options={paymentOptions(store, mode).map((p) => ({ value: p, label: PAYMENT_LABELS[p] ?? p }))}
            errors={errors.payment_method}
          />

          {tipsOffered && (
            <RadioGroup
              legend="Tip"
              name="tip"
              value={tipPercent !== null ? String(tipPercent) : tipAmount > 0 ? String(tipAmount) : '0'}
              onChange={(v) => chooseTip(Number(v))}
              disabled={pricing}
              options={[
                { value: '0', label: 'No tip' },
                ...(tips?.custom_amounts ?? []).map((a) => ({ value: String(a), label: tips?.variant === 'dollar' ? formatMoney(a) : `${a}%` })),
              ]}
              inline
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

function whenText(when: string, schedule: ScheduleResponse | undefined, zone: string): string {
  if (when === 'asap') return 'As soon as possible'
  const w = schedule?.windows.flatMap((d) => d.windows).find((x) => x.start === when)
  if (!w) return 'Chosen time'
  return `${dayLabel(dateKey(new Date(w.start), zone), new Date(), zone)}, ${windowLabel(w, zone)}`
}

function ModeChoice({
  modes,
  mode,
  onChange,
  schedule,
  zone,
  errors,
}: {
  modes: ReservationMode[]
  mode: ReservationMode
  onChange: (m: ReservationMode) => void
  schedule?: ScheduleResponse
  zone: string
  errors?: string[]
}) {
  const now = new Date()
  return (
    <RadioGroup
      legend="How would you like your order?"
      name="reservation_mode"
      value={mode}
      onChange={(v) => onChange(v as ReservationMode)}
      errors={errors}
      options={modes.map((m) => ({ value: m, label: MODE_LABELS[m], detail: scheduleText(schedule?.schedules[m], zone, now) }))}
      cards
    />
  )
}

function WhenChoice({
  mode,
  schedule,
  loading,
  failed,
  zone,
  when,
  onChange,
  note,
  errors,
}: {
  mode: ReservationMode
  schedule?: ScheduleResponse
  loading: boolean
  failed: boolean
  zone: string
  when: string
  onChange: (w: string) => void
  /** Why the choice changed by itself, said politely. */
  note?: string
  errors?: string[]
}) {
  const now = new Date()
  const days = groupWindows(schedule?.windows.flatMap((d) => d.windows) ?? [], zone, now)
  const chosenDay = when === 'asap' ? undefined : dateKey(new Date(when), zone)
  const [day, setDay] = useState<string | undefined>(chosenDay)
  const [choosing, setChoosing] = useState(when !== 'asap')
  // The choice moved without the shopper (the windows changed): the day shown and the mode follow it.
  const [seenWhen, setSeenWhen] = useState(when)
  if (when !== seenWhen) {
    setSeenWhen(when)
    if (chosenDay) setDay(chosenDay)
    else setChoosing(false)
  }
  const shownDay = days.find((d) => d.date === day) ?? days.find((d) => d.windows.some((w) => w.available !== false)) ?? days[0]
  const errorId = useId()
  const noun = mode === 'delivery' ? 'delivery' : 'pickup'
  const asap = schedule?.asap
  return (
    <fieldset className={styles.group} aria-describedby={errors?.length ? errorId : undefined}>
      <legend>When</legend>
      {loading && <Skeleton height={80} />}
      {failed && <p className={pages.muted}>Times could not be loaded; the store will get your order ready as soon as it can.</p>}
      {errors && errors.length > 0 && (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
      {!loading && (
        <div className={styles.options}>
          <label className={styles.option}>
            <input
              type="radio"
              name="when"
              value="asap"
              checked={!choosing}
              onChange={() => {
                setChoosing(false)
                onChange('asap')
              }}
              disabled={!failed && !asap}
            />
            <span>
              As soon as possible
              <small className={styles.detail}>
                {asap
                  ? `Earliest ${noun}: ${dayLabel(dateKey(new Date(asap.start), zone), now, zone).toLowerCase()}, ${windowLabel(asap, zone)}`
                  : failed
                    ? ''
                    : `No ${noun} times this week`}
              </small>
            </span>
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name="when"
              value="schedule"
              checked={choosing}
              disabled={days.length === 0}
              onChange={() => {
                setChoosing(true)
                const first = shownDay?.windows.find((w) => w.available !== false)
                if (first) onChange(first.start)
              }}
            />
            <span>
              Choose a time
              <small className={styles.detail}>Up to 7 days ahead, in the store's time ({zone.replace(/_/g, ' ')})</small>
            </span>
          </label>
        </div>
      )}
      <div role="status" className={styles.live}>
        {note && <p className={styles.caution}>{note}</p>}
      </div>
      {choosing && shownDay && (
        <div className={styles.slots}>
          <fieldset className={styles.days}>
            <legend className="visually-hidden">Day</legend>
            {days.map((d) => (
              <label key={d.date} className={styles.chip}>
                <input
                  type="radio"
                  name="window_day"
                  value={d.date}
                  checked={d.date === shownDay.date}
                  onChange={() => {
                    setDay(d.date)
                    const first = d.windows.find((w) => w.available !== false)
                    if (first) onChange(first.start)
                  }}
                />
                <span>{d.label}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.windows}>
            <legend>
              {noun === 'delivery' ? 'Delivery' : 'Pickup'} windows: {shownDay.label}
            </legend>
            {shownDay.windows.map((w) => (
              <label key={w.start} className={styles.chip}>
                <input type="radio" name="window" value={w.start} checked={when === w.start} disabled={w.available === false} onChange={() => onChange(w.start)} />
                <span>
                  {windowLabel(w, zone)}
                  {w.available === false && <span className={styles.full}> (full)</span>}
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </fieldset>
  )
}

interface Option {
  value: string
  label: string
  detail?: string
}

/** A labelled group of native radios: arrow keys move between them. */
function RadioGroup({
  legend,
  name,
  value,
  onChange,
  options,
  errors,
  disabled,
  required,
  cards,
  inline,
}: {
  legend: ReactNode
  name: string
  value: string
  onChange: (v: string) => void
  options: Option[]
  errors?: string[]
  disabled?: boolean
  /** A choice the shopper must make (there is no default). */
  required?: boolean
  cards?: boolean
  inline?: boolean
}) {
  const errorId = useId()
  const invalid = (errors?.length ?? 0) > 0
  return (
    <fieldset className={styles.group} aria-describedby={invalid ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {errors && errors.length > 0 && (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
      <div className={inline ? styles.inline : styles.options}>
        {options.map((o) => (
          <label key={o.value} className={cards ? styles.option : inline ? styles.chip : styles.plain}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              required={required}
              aria-invalid={invalid || undefined}
            />
            <span>
              {o.label}
              {o.detail && <small className={styles.detail}>{o.detail}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

