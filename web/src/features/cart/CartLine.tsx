import type { ReactNode } from 'react'
import { CountOptions } from '../../components/ui/CountOptions'
import { useNotifications } from '../../components/ui/notifications'
import { assetURL } from '../../lib/appRoot'
import { formatMoney } from '../../lib/money'
import type { CartProduct } from '../../lib/types'
import { WEIGHT_LABELS } from '../../lib/weights'
import styles from './Cart.module.css'
import { useCart, useRemoveLine, useUpdateLine } from './api'

interface CartLineProps {
  line: CartProduct
  /** The line's heading, e.g. a link to the product; its name by default. */
  heading?: ReactNode
  /** Called once the server has taken a new count, or the removal. */
  onCountChanged?: (count: number) => void
  onRemoved?: () => void
}

/** A bag line: what it is, its special, its count and removal, and its total (the server's). */
export function CartLine({ line, heading, onCountChanged, onRemoved }: CartLineProps) {
  const update = useUpdateLine()
  const remove = useRemoveLine()
  const store = useCart().data?.store
  const notify = useNotifications((s) => s.notify)
  const max = Math.max(line.count, Math.min(line.max_cart_quantity ?? line.count, 20))
  const label = `${line.name ?? 'Product'} (${WEIGHT_LABELS[line.price_id]})`
  const onError = (e: Error) => notify(e.message || 'Something went wrong', 'error')
  return (
    <li className={styles.line}>
      {line.image_url && <img src={assetURL(line.image_url)} alt="" width={72} height={72} />}
      <div>
        <h2>{heading ?? line.name ?? `Product ${line.product_id}`}</h2>
        <p>
          {line.brand} · {WEIGHT_LABELS[line.price_id]} · {formatMoney(line.unit_price)} each
        </p>
        {line.special_title && (line.discount_amount ?? 0) > 0 && <p className={styles.special}>{line.special_title}</p>}
        {!line.available && <p className={styles.unavailable}>No longer available in this quantity.</p>}
        <div className={styles.controls}>
          <label>
            <span className="visually-hidden">Quantity of {label}</span>
            <select
              value={line.count}
              disabled={update.isPending}
              onChange={(e) => {
                const count = Number(e.target.value)
                update.mutate({ productId: line.product_id, priceId: line.price_id, count }, { onSuccess: () => onCountChanged?.(count), onError })
              }}
            >
              <CountOptions max={max} />
            </select>
          </label>
          <button
            type="button"
            className={styles.remove}
            data-remove-line
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                {
                  productId: line.product_id,
                  priceId: line.price_id,
                  // what Undo needs to put the line back (UndoRemoval)
                  undo: store && { storeId: store.id, storeName: store.name, productId: line.product_id, priceId: line.price_id, count: line.count, label },
                },
                { onSuccess: () => onRemoved?.(), onError },
              )
            }
          >
            Remove<span className="visually-hidden"> {label}</span>
          </button>
          <p className={styles.lineTotal}>
            {(line.discount_amount ?? 0) > 0 && line.regular_total !== undefined && (
              <>
                <s className={styles.was}>
                  <span className="visually-hidden">was </span>
                  {formatMoney(line.regular_total)}
                </s>{' '}
              </>
            )}
            {formatMoney(line.line_total)}
          </p>
        </div>
      </div>
    </li>
  )
}
