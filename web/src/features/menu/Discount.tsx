import { formatMoney } from '../../lib/money'
import { discountPercent } from '../../lib/weights'
import styles from './Discount.module.css'

/**
 * A discounted price's tag and the struck regular price, before the price
 * itself; nothing when the price is not discounted (spec section 5).
 */
export function Discount({ regular, price, title }: { regular: number; price: number; title?: string }) {
  const off = discountPercent(regular, price)
  if (off === undefined) return null
  return (
    <>
      <span className={styles.tag}>
        {off}% off{title && `: ${title}`}
      </span>{' '}
      <s className={styles.was}>
        <span className="visually-hidden">was </span>
        {formatMoney(regular)}
      </s>{' '}
    </>
  )
}
