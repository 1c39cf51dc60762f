import { useLocation, useNavigate } from 'react-router'
import { openModal } from '../../components/ui/modals'
import { askToLogIn, currentAppMode } from '../../lib/askToLogIn'
import { appContext } from '../../lib/appMode'
import type { MenuProduct } from '../../lib/types'
import styles from './PricesHidden.module.css'

export const PRICES_HIDDEN_TEXT = 'Log in to see prices'
/** Where the mode has no accounts (a kiosk, a partner's): nobody can log in to see them. */
export const PRICES_AT_STORE_TEXT = 'Price at the store'

/** The server left the product's prices out: its store shows them to signed-in shoppers only (hide_prices). */
export function pricesHidden(product: Pick<MenuProduct, 'prices_hidden'>): boolean {
  return product.prices_hidden === true
}

/**
 * In place of a price at a store that hides its prices: asks the shopper to
 * log in (the login modal in default mode, the mode's login page otherwise),
 * back to this page after; in a mode without accounts, says the price is
 * at the store.
 */
export function PricesHidden({ long = false }: { long?: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  const here = location.pathname + location.search
  if (!appContext().features.auth) return <span className={styles.hidden}>{PRICES_AT_STORE_TEXT}</span>
  const ask = () => {
    const how = askToLogIn(currentAppMode(), here)
    if (how.kind === 'navigate') void navigate(how.to)
    else openModal('login', { next: here })
  }
  return (
    <span className={styles.hidden}>
      {long && <span>This store shows its prices to shoppers who are logged in. </span>}
      <button type="button" className={styles.ask} onClick={ask}>
        {PRICES_HIDDEN_TEXT}
      </button>
    </span>
  )
}
