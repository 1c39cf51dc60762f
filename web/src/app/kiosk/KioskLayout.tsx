// The kiosk's frame (spec sections 2 and 6): the store's name and a big bag
// button, no marketplace navigation and no accounts; touch-sized targets and
// large type; the retail timeout that starts again for the next shopper.

import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useAppShell } from '../shell/useAppShell'
import { Modals } from '../shell/Modals'
import { Notifications } from '../../components/ui/Notifications'
import { closeModal } from '../../components/ui/modals'
import { useModal } from '../../components/ui/Dialog'
import { appContext } from '../../lib/appMode'
import { settings } from '../../lib/settings'
import { CartDrawer } from '../../features/cart/CartDrawer'
import { deleteCart, forgetCart, useCart } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import { useStore } from '../../features/stores/api'
import { boundTo, kioskBinding } from '../../features/kiosk/device'
import { ACTIVITY_EVENTS, idlePhase, retailTimeout, secondsLeft, type IdlePhase } from '../../features/kiosk/idle'
import { landingPath, menuPath, screenOf, setupPath, storeIdOf } from '../../features/kiosk/paths'
import styles from './Kiosk.module.css'

/** The store of this kiosk screen: the path's, else the bound store's, else the kiosk partner's. */
export function useKioskStoreId(): number | undefined {
  const { pathname } = useLocation()
  const fromPartner = appContext().partnerId
  return storeIdOf(pathname) ?? kioskBinding()?.storeId ?? (fromPartner ? Number(fromPartner) : undefined)
}

/**
 * Clears the bag (on the server too: an abandoned kiosk cart holds no
 * stock, but nobody will come back for it), closes any dialog and shows
 * the attract screen.
 */
export function useStartOver(storeId: number | undefined) {
  const client = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    const { uuid } = useLocalCart.getState()
    if (uuid) void deleteCart(uuid).catch(() => undefined)
    forgetCart(client)
    // The next shopper starts with no drawer open over the landing screen.
    useLocalCart.getState().closeDrawer()
    closeModal()
    if (storeId !== undefined) void navigate(landingPath(storeId), { replace: true })
  }, [client, navigate, storeId])
}

/** Counts the time since the last touch while enabled; onReset runs when it reaches the retail timeout. */
function useIdle(enabled: boolean, onReset: () => void): { phase: IdlePhase; left: number } {
  const [state, setState] = useState<{ phase: IdlePhase; left: number }>({ phase: 'active', left: 0 })
  const last = useRef(0)
  const reset = useRef(onReset)
  useEffect(() => {
    reset.current = onReset
  }, [onReset])
  useEffect(() => {
    if (!enabled) return
    const timeout = retailTimeout(settings())
    last.current = Date.now()
    const touch = () => {
      last.current = Date.now()
      setState((s) => (s.phase === 'active' ? s : { phase: 'active', left: 0 }))
    }
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, touch, { capture: true, passive: true })
    const timer = window.setInterval(() => {
      const idle = Date.now() - last.current
      const phase = idlePhase(idle, timeout)
      if (phase === 'reset') {
        last.current = Date.now()
        setState({ phase: 'active', left: 0 })
        reset.current()
        return
      }
      setState((s) => (s.phase === phase && s.left === secondsLeft(idle, timeout) ? s : { phase, left: secondsLeft(idle, timeout) }))
    }, 250)
    return () => {
      window.clearInterval(timer)
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, touch, { capture: true })
      setState({ phase: 'active', left: 0 })
    }
  }, [enabled])
  return state
}

/**
 * The inactivity warning: a modal <dialog>, so that it opens in the top
 * layer above anything already there (the bag drawer is a modal dialog
 * too, and a plain overlay under it could be neither seen nor pressed).
 */
function StillThere({ left }: { left: number }) {
  const button = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  useModal(dialog)
  useEffect(() => button.current?.focus(), [])
  return (
    // Escape is a touch like any other: it keeps the session (ACTIVITY_EVENTS), the warning goes with it.
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="still-there-title"
      aria-describedby="still-there-text"
      className={styles.overlay}
      onCancel={(e) => e.preventDefault()}
    >
      <div className={styles.dialog}>
        <h2 id="still-there-title">Still there?</h2>
        <p id="still-there-text" aria-live="polite">
          We'll clear the bag and start over in {left} {left === 1 ? 'second' : 'seconds'}.
        </p>
        {/* Any touch keeps the session; the button is the obvious one. */}
        <button ref={button} type="button" className={styles.primary}>
          I'm still here
        </button>
      </div>
    </dialog>
  )
}

function BagButton() {
  const { data: cart } = useCart()
  const count = cart?.status === 'pending' ? cart.product_count : 0
  return (
    <Link to="/cart" className={styles.bag}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M5 8h14l-1 12H6L5 8Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      Bag
      <span className={styles.count} aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>
        {count}
      </span>
    </Link>
  )
}

export function KioskLayout() {
  useAppShell()
  const { pathname } = useLocation()
  const storeId = useKioskStoreId()
  const screen = screenOf(pathname)
  const bound = storeId !== undefined && boundTo(storeId)
  const store = useStore(bound && storeId !== undefined ? storeId : 0)
  const startOver = useStartOver(storeId)
  const idle = useIdle(bound && (screen === 'shopping' || screen === 'thankyou'), startOver)

  // Every screen but setup (and the start, which decides) needs a kiosk bound to its store.
  if (storeId !== undefined && !bound && screen !== 'setup' && screen !== 'start') {
    return <Navigate to={setupPath(storeId)} replace />
  }
  const bare = screen !== 'shopping'
  return (
    <div className={styles.kiosk}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      {!bare && storeId !== undefined && (
        <header className={styles.header}>
          <Link to={menuPath(storeId)} className={styles.storeName}>
            {store.data?.name ?? 'Menu'}
          </Link>
          <div className={styles.headerActions}>
            <button type="button" className={styles.secondary} onClick={startOver}>
              Start over
            </button>
            <BagButton />
          </div>
        </header>
      )}
      <main id="main" className={bare ? styles.bareMain : styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {idle.phase === 'warning' && <StillThere left={idle.left} />}
      <CartDrawer />
      <Modals />
      <Notifications />
      <ScrollRestoration />
    </div>
  )
}
