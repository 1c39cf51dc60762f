import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../components/ui/Button'
import { Dialog } from '../components/ui/Dialog'
import { useNotifications } from '../components/ui/notifications'
import { useAddToCart } from '../features/cart/api'
import { menuProductProperties } from '../features/menu/analytics'
import { reportClick } from '../features/menu/events'
import { pricesHidden } from '../features/menu/PricesHidden'
import { ecommerce } from '../lib/analytics'
import type { CardProduct } from '../lib/cardAttributes'
import { formatMoney } from '../lib/money'
import type { WeightId } from '../lib/types'
import { actualPriceOf, selectableWeights, stockOf, WEIGHT_LABELS } from '../lib/weights'
import styles from './QuickAdd.module.css'

interface Props {
  product: CardProduct
  store: { id: number; url_slug: string; name?: string }
  /** The weight the card shows: the picker starts on it. */
  weight?: WeightId
}

/**
 * Quick add from a menu card (issue 21): a product sold in one size goes
 * into the bag at once; one with several weights first asks which, in a
 * small dialog with each weight's price. The add follows the product page's
 * rules (useAddToCart): another store's bag asks to be replaced, a new line
 * opens the drawer, a refusal is told in the server's words.
 */
export function QuickAdd({ product, store, weight: shown }: Props) {
  // Only the weights in stock: a sold-out one would only come back refused.
  const weights = selectableWeights(product).filter((w) => stockOf(product, w) > 0)
  const add = useAddToCart()
  const notify = useNotifications((s) => s.notify)
  const [picking, setPicking] = useState(false)
  if (weights.length === 0 || pricesHidden(product)) return null

  const addWeight = (weight: WeightId) =>
    add.mutate(
      { storeId: store.id, storeName: store.name ?? '', productId: product.product_id, priceId: weight, count: 1 },
      {
        onSuccess: (cart, drawer) => {
          ecommerce('add_to_cart', menuProductProperties(product, store, { weight, quantity: 1, cartId: cart.uuid }), store.id)
          reportClick({ storeId: store.id, productId: product.product_id, isAddToCart: true })
          if (!drawer)
            notify(
              <>
                Added {product.name} ({WEIGHT_LABELS[weight]}) to your bag. <Link to="/cart">View bag</Link>
              </>,
            )
        },
        onError: (error) => notify(error.message || 'Something went wrong', 'error'),
      },
    )

  const several = weights.length > 1
  return (
    <>
      <button
        type="button"
        className={styles.add}
        aria-label={several ? `Add ${product.name} to bag: choose a weight` : `Add ${product.name} to bag`}
        aria-haspopup={several ? 'dialog' : undefined}
        aria-busy={add.isPending || undefined}
        onClick={() => (several ? setPicking(true) : addWeight(weights[0]!))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {picking && (
        <WeightPicker
          product={product}
          weights={weights}
          initial={shown && weights.includes(shown) ? shown : weights[0]!}
          pending={add.isPending}
          onClose={() => setPicking(false)}
          onAdd={(w) => {
            setPicking(false)
            addWeight(w)
          }}
        />
      )}
    </>
  )
}

function WeightPicker({
  product,
  weights,
  initial,
  pending,
  onClose,
  onAdd,
}: {
  product: CardProduct
  weights: WeightId[]
  initial: WeightId
  pending: boolean
  onClose: () => void
  onAdd: (weight: WeightId) => void
}) {
  const titleId = useId()
  const [weight, setWeight] = useState(initial)
  return (
    <Dialog labelledBy={titleId} onDismiss={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onAdd(weight)
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {product.name}
        </h2>
        <fieldset className={styles.weights}>
          <legend>Choose a weight</legend>
          {weights.map((w) => (
            <label key={w} className={styles.option}>
              <input type="radio" name="quick-weight" value={w} checked={weight === w} onChange={() => setWeight(w)} />
              <span>{WEIGHT_LABELS[w]}</span>
              <strong>{formatMoney(actualPriceOf(product, w))}</strong>
            </label>
          ))}
        </fieldset>
        <Button type="submit" block loading={pending} aria-disabled={pending || undefined}>
          Add to bag · {formatMoney(actualPriceOf(product, weight))}
        </Button>
      </form>
    </Dialog>
  )
}
