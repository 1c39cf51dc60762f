import { useRef } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { Notifications } from '../../components/ui/Notifications'
import { Modals } from '../shell/Modals'
import { useAppShell } from '../shell/useAppShell'
import { useCart } from '../../features/cart/api'
import { useHeadlessFrame, useHeadlessTheme, useReportHeight } from './frame'
import { useHeadless } from '../../features/headless/state'
import styles from './headless.module.css'

/**
 * The headless frame's layout: no marketplace navigation, no cart drawer,
 * no footer; a bar naming the partner and the store, in the partner's
 * navigation colour.
 */
export function HeadlessLayout() {
  useAppShell()
  useHeadlessFrame()
  const build = useHeadless((s) => s.build)
  useHeadlessTheme(build)
  const root = useRef<HTMLDivElement>(null)
  useReportHeight(root)
  const { data: cart } = useCart()
  const title = [build?.headlessPartnerName, cart?.store.name].filter(Boolean).join(' · ')
  return (
    <div ref={root} className={styles.root}>
      <header className={styles.bar}>
        <div className="container">
          <p>{title || 'Your bag'}</p>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className="container">
          <Outlet />
        </div>
      </main>
      <Modals />
      <Notifications />
      <ScrollRestoration />
    </div>
  )
}
