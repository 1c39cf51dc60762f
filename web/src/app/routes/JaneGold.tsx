import { LoadError } from '../../features/discover/LoadError'
import gold from '../../components/ui/Gold.module.css'
import { Link } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { useCashBackBrands, type CashBackSpecial } from '../../features/discover/api'
import discover from '../../features/discover/Discover.module.css'
import { formatMoney } from '../../lib/money'
import { brandPath } from './Brands'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { track } from '../../lib/analytics'

/** A special's discount in words: its own label, or one made from its discount. */
export function cashBackLabel(s: CashBackSpecial): string {
  if (s.discount_label) return s.discount_label
  if (s.discount_type === 'percent') return `${s.discount_percent}% back`
  if (s.discount_type === 'dollar_amount') return `${formatMoney(s.discount_dollar_amount, { dropWholeDecimals: true })} back`
  return 'Cash back'
}

function ends(s: CashBackSpecial): string | undefined {
  if (!s.end_time) return undefined
  return `Ends ${new Date(s.end_time).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}`
}

/** /brands/jane-gold: brands paying cash back right now, with their offers. */
export function JaneGold() {
  useTitle('Cash-back brands')
  const { data: brands, isPending, error, refetch, isFetching } = useCashBackBrands()
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/brands">Brands</Link>
          </li>
          <li aria-current="page">Cash back</li>
        </ol>
      </nav>
      <h1>Cash-back brands</h1>
      <p className={discover.intro}>
        Buy these brands at any dispensary on Pistil and get money back after pickup. The offers below are live today; each brand's page lists the
        products they cover.
      </p>
      {error && <LoadError error={error} retry={refetch} retrying={isFetching} />}
      {isPending && (
        <div aria-busy="true" aria-label="Loading cash-back brands" className={styles.grid}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={200} />
          ))}
        </div>
      )}
      {brands && brands.length === 0 && (
        <p>
          No brand is paying cash back right now. <Link to="/brands">See every brand</Link>.
        </p>
      )}
      {brands && brands.length > 0 && (
        <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
          {brands.map((b) => (
            <li key={b.id}>
              <article className={styles.panel} style={{ height: '100%', borderTop: `6px solid ${b.color_hex || '#14532d'}` }}>
                <div className={discover.brandHead}>
                  <span aria-hidden="true" className={discover.badge} style={{ background: b.color_hex || '#14532d' }}>
                    {b.name.charAt(0)}
                  </span>
                  <div>
                    <h2>
                      <Link to={brandPath(b)} onClick={() => track('BrandDetailPageTap', { brandId: b.id, brandName: b.name, source: 'cash back' })}>
                        {b.name}
                      </Link>
                    </h2>
                    <p className={styles.muted} style={{ margin: 0 }}>
                      {b.productCount} {b.productCount === 1 ? 'product' : 'products'}
                    </p>
                  </div>
                </div>
                <ul className={styles.list}>
                  {b.cash_back_specials.map((s) => (
                    <li key={s.id} className={discover.special}>
                      <p>
                        <span className={gold.gold}>{cashBackLabel(s)}</span>
                      </p>
                      <h3>{s.title}</h3>
                      {s.description && <p>{s.description}</p>}
                      {ends(s) && <p className={styles.muted}>{ends(s)}</p>}
                      {s.terms && (
                        <details>
                          <summary>Terms and conditions</summary>
                          <p>{s.terms}</p>
                        </details>
                      )}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
