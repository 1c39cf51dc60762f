import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { elementById, focusedElement } from '../../lib/appRoot'
import { CloseButton } from './CloseButton'
import styles from './Dialog.module.css'

interface DialogProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string
  /** The shopper closed it: Escape, the close button or a click on the backdrop. */
  onDismiss: () => void
  children: ReactNode
}

/**
 * Shows a <dialog> as a modal while the component that holds it is mounted,
 * and on unmount closes it and gives focus back to whatever had it before
 * (or the main content when that is gone).
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const focused = focusedElement()
    const opener = focused instanceof HTMLElement ? focused : null
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      const back = opener && opener !== document.body && opener.isConnected ? opener : elementById('main')
      back?.focus()
    }
  }, [ref])
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page
 * behind it inert, traps focus and closes on Escape. It shows while
 * mounted; on unmount focus goes back to whatever had it before.
 */
export function Dialog({ labelledBy, onDismiss, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })

  useModal(ref)

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        // Escape: the owner decides what closing means (e.g. going home).
        e.preventDefault()
        dismiss.current()
      }}
      onClick={(e) => {
        if (e.target === ref.current) dismiss.current()
      }}
    >
      <div className={styles.body}>
        {children}
        {/* Last in the DOM, so showModal() focuses the first field, not the close button. */}
        <CloseButton label="Close" className={styles.close} onClick={() => dismiss.current()} />
      </div>
    </dialog>
  )
}
