// The kiosk's own screens (spec section 2): setup (staff bind the device
// to the store with its PIN), the attract screen, and the thank-you after
// a checkout.

import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api'
import { appContext } from '../../lib/appMode'
import { formatMoney } from '../../lib/money'
import { settings } from '../../lib/settings'
import { useTitle } from '../../components/ui/useTitle'
import { useReceipt } from '../../features/checkout/api'
import { forgetCart } from '../../features/cart/api'
import { useStore } from '../../features/stores/api'
import { bindKiosk, currentBinding, forgetBinding, kioskBinding } from '../../features/kiosk/device'
import { retailTimeout } from '../../features/kiosk/idle'
import { useKioskStoreId } from './KioskLayout'
import { landingPath, menuPath, setupPath, startPath } from '../../features/kiosk/paths'
import styles from './Kiosk.module.css'

/** /, /setup without a store, /stores/{id}[/{slug}]: the landing of the bound store, else setup. */
export function KioskStart() {
  const { id } = useParams()
  const fallback = useKioskStoreId()
  // The path's store, else the kiosk partner's (the kiosk host's root).
  const fromPartner = appContext().partnerId
  const named = id !== undefined ? Number(id) : fromPartner ? Number(fromPartner) : fallback
  return <Navigate to={startPath(kioskBinding()?.storeId, named)} replace />
}

/** Staff bind this device to the store with the store's kiosk PIN. */
export function KioskSetup() {
  const { id } = useParams()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [storeText, setStoreText] = useState(id ?? '')
  const storeId = Number(id ?? storeText)
  const store = useStore(Number.isInteger(storeId) && storeId > 0 ? storeId : 0)
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const pinId = useId()
  const errorId = `${pinId}-error`
  useTitle('Set up this kiosk')

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!(storeId > 0)) return setError('Please enter the store number.')
    if (pin.trim() === '') return setError("Please enter the store's kiosk PIN.")
    setBusy(true)
    setError(undefined)
    try {
      // A kiosk moving to another store starts with an empty bag.
      if (kioskBinding()?.storeId !== storeId) forgetCart(client)
      await bindKiosk(storeId, pin.trim())
      void navigate(landingPath(storeId), { replace: true })
    } catch (err) {
      setPin('')
      setError(err instanceof ApiError || err instanceof Error ? err.message : 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={styles.setup} aria-labelledby="setup-title">
      <h1 id="setup-title">Set up this kiosk</h1>
      <p>
        {store.data ? (
          <>
            For <strong>{store.data.name}</strong>. A member of staff enters the store's kiosk PIN.
          </>
        ) : (
          "A member of staff enters the store's number and its kiosk PIN."
        )}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        {id === undefined && (
          <label className={styles.field}>
            Store number
            <input inputMode="numeric" value={storeText} onChange={(e) => setStoreText(e.target.value.replace(/\D/g, ''))} className={styles.input} />
          </label>
        )}
        <label className={styles.field} htmlFor={pinId}>
          Kiosk PIN
        </label>
        <input
          id={pinId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.primary} aria-busy={busy || undefined} disabled={busy}>
          Set up kiosk
        </button>
      </form>
    </section>
  )
}

/** The attract screen: the store's name and a big "Tap to start". */
export function KioskLanding() {
  const storeId = useKioskStoreId() ?? 0
  const store = useStore(storeId)
  const navigate = useNavigate()
  useTitle(store.data ? `Welcome to ${store.data.name}` : 'Welcome')
  // An unbound device (the operator unbound it) goes back to setup.
  useEffect(() => {
    let live = true
    currentBinding().catch((err: unknown) => {
      if (live && err instanceof ApiError && err.status === 403) {
        forgetBinding()
        void navigate(setupPath(storeId), { replace: true })
      }
    })
    return () => {
      live = false
    }
  }, [navigate, storeId])
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <h1 id="landing-title">
        <span className={styles.welcome}>Welcome to</span> {store.data?.name ?? 'our store'}
      </h1>
      <p className={styles.lead}>Browse the menu, fill your bag, and we'll have it ready at the counter.</p>
      <Link to={menuPath(storeId)} className={styles.start}>
        Tap to start
      </Link>
      <p className={styles.small}>For adults 21 and over. Please have your ID ready at the counter.</p>
    </section>
  )
}

/** After a checkout: the order number to listen for, then back to the start. */
export function KioskThankYou() {
  const { uuid } = useParams()
  const storeId = useKioskStoreId() ?? 0
  const receipt = useReceipt(uuid ?? '')
  const navigate = useNavigate()
  useTitle('Thank you')
  // The next shopper's screen comes back by itself.
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(landingPath(storeId), { replace: true }), Math.min(30_000, retailTimeout(settings())))
    return () => window.clearTimeout(timer)
  }, [navigate, storeId])
  const res = uuid ? receipt.data : undefined
  return (
    <section className={styles.landing} aria-labelledby="thanks-title">
      <h1 id="thanks-title">Thank you!</h1>
      {res ? (
        <>
          <p className={styles.lead}>Your order number is</p>
          <p className={styles.orderNumber}>{res.id}</p>
          <p className={styles.lead}>
            Total {formatMoney(res.amount)}. Pay at the counter when we call your number
            {res.contact?.first_name ? ` or your name, ${res.contact.first_name}` : ''}.
          </p>
        </>
      ) : (
        <p className={styles.lead}>Your order is on its way to the counter. Pay there when we call you.</p>
      )}
      <Link to={landingPath(storeId)} className={styles.start}>
        Start a new order
      </Link>
    </section>
  )
}
