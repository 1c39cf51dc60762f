import { useId } from 'react'
import { useNavigate } from 'react-router'
import { Button, ButtonLink } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { closeModal } from '../../components/ui/modals'
import { useReplaceCart } from './api'
import { useLocalCart } from './store'
import { focusWhenDrawn } from '../../lib/focus'
import styles from './ReplaceCart.module.css'

/**
 * The replace-cart question (spec section 2, store change): the bag holds
 * another store's products and the shopper added one from a new store.
 * Replacing drops the old bag and adds the held product to a new one;
 * keeping leaves everything as it was.
 */
function Question({ headingId, Heading, onDone }: { headingId: string; Heading: 'h1' | 'h2'; onDone: () => void }) {
  const { replacement, confirm, cancel, isPending, error } = useReplaceCart()
  const current = useLocalCart((s) => s.store)
  const newStore = replacement?.storeName ?? 'another store'
  return (
    <div className={styles.question}>
      <Heading id={headingId}>Replace your bag?</Heading>
      <p>
        Your bag holds products from <strong>{current?.name ?? 'another store'}</strong>. A bag can hold products from one store only.
      </p>
      <p>Start a new bag at <strong>{newStore}</strong>? The products in your current bag will be removed.</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error.message} Your current bag is as it was.
        </p>
      )}
      <div className={styles.actions}>
        <Button
          disabled={isPending || !replacement}
          loading={isPending}
          onClick={() => {
            void confirm().then((replaced) => replaced && onDone())
          }}
        >
          Replace bag
        </Button>
        <Button
          variant="secondary"
          // The safe answer has the focus: Enter twice must not empty a bag.
          ref={focusWhenDrawn}
          onClick={() => {
            cancel()
            onDone()
          }}
        >
          Keep current bag
        </Button>
      </div>
    </div>
  )
}

/** The question as a modal (default mode). Closing it keeps the current bag. */
export function ReplaceCartModal() {
  const headingId = useId()
  const cancel = useLocalCart((s) => s.dropReplacement)
  return (
    <Dialog
      labelledBy={headingId}
      onDismiss={() => {
        cancel()
        closeModal()
      }}
    >
      <Question headingId={headingId} Heading="h2" onDone={closeModal} />
    </Dialog>
  )
}

/** The question as the embedded replace-cart page (/embed/replaceCart): back to where the shopper was once answered. */
export function ReplaceCartPage() {
  const headingId = useId()
  const navigate = useNavigate()
  const replacement = useLocalCart((s) => s.replacement)
  if (!replacement) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <h1 id={headingId}>Nothing to replace</h1>
        <p>Your bag is as you left it.</p>
        <ButtonLink to="/cart">View bag</ButtonLink>
      </section>
    )
  }
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Question headingId={headingId} Heading="h1" onDone={() => void navigate(-1)} />
    </section>
  )
}
