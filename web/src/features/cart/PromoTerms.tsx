import type { Cart } from '../../lib/types'
import styles from './PromoTerms.module.css'

/**
 * What a saved promo code says about itself in the bag: applied, or what
 * its special waits for (the server's promo_code_terms: "Spend $50.00 or
 * more on flower.") instead of an unnamed "its terms".
 */
export function PromoTerms({ cart }: { cart: Pick<Cart, 'promo_code' | 'promo_code_applied' | 'promo_code_terms'> }) {
  const terms = cart.promo_code_terms
  const code = <strong>{cart.promo_code}</strong>
  if (cart.promo_code_applied) return <p role="status">Promo code {code} applied.</p>
  if (terms && !terms.live) {
    return (
      <p role="status">
        Promo code {code} saved, but {terms.title} is not running now: it applies only while the special runs.
      </p>
    )
  }
  if (!terms || terms.conditions.length === 0) {
    return <p role="status">Promo code {code} saved: it applies once your bag qualifies for its special.</p>
  }
  return (
    <div role="status">
      <p className={styles.lead}>
        Promo code {code} saved for {terms.title}. It applies once your bag meets its terms:
      </p>
      <ul className={styles.conditions}>
        {terms.conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {terms.fine_print && <p className={styles.fine}>{terms.fine_print}</p>}
    </div>
  )
}
