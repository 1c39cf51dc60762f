import { useEffect, useRef } from 'react'
import { useNotifications } from '../../components/ui/notifications'
import { useAddToCart } from './api'
import { useRemovals } from './undo'
import styles from './UndoRemoval.module.css'

/**
 * The bag's Undo for the line last removed, for the undoable window: Undo
 * puts the line back (its count and weight) without opening the drawer.
 */
export function UndoRemoval() {
  const removed = useRemovals((s) => s.removed)
  const forget = useRemovals((s) => s.forget)
  const add = useAddToCart()
  const notify = useNotifications((s) => s.notify)
  const button = useRef<HTMLButtonElement>(null)
  const until = removed?.until
  useEffect(() => {
    // The Remove button goes with its line: the focus, on it or already lost to the page, goes to Undo.
    const active = document.activeElement
    if (until !== undefined && (active === null || active === document.body || active.hasAttribute('data-remove-line'))) button.current?.focus()
  }, [until])
  useEffect(() => {
    if (!removed) return
    const timer = setTimeout(forget, Math.max(0, removed.until - Date.now()))
    return () => clearTimeout(timer)
  }, [removed, forget])
  // Leaving the bag takes the offer along.
  useEffect(() => forget, [forget])
  if (!removed) return null
  const undo = () => {
    forget()
    add.mutate(
      { storeId: removed.storeId, storeName: removed.storeName, productId: removed.productId, priceId: removed.priceId, count: removed.count, drawer: false },
      { onError: (e) => notify(e.message || 'Something went wrong', 'error') },
    )
  }
  return (
    <div className={styles.undo} role="status">
      <span>Removed {removed.label} from your bag.</span>
      <button type="button" className={styles.button} onClick={undo} ref={button}>
        Undo
      </button>
    </div>
  )
}
