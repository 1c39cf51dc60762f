import { PricesHidden } from '../../features/menu/PricesHidden'
import { Link, useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { milesBetween } from '../../lib/distance'
import { formatMoney } from '../../lib/money'
import { kindLabel } from '../../lib/slug'
import { WEIGHT_LABELS, WEIGHTS } from '../../lib/weights'
import { useProductStores } from '../../features/brands/api'
import { LineageTag } from '../../components/ui/LineageTag'
import detail from './ProductDetail.module.css'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { assetURL } from '../../lib/appRoot'

/**
 * A product across stores (/products/{id}/{slug} and the brand's product
 * page): what it is, and every store that sells it with its prices, nearest
 * first when the shopper's location is known (?lat=&long=).
 */
export function ProductStores() {
  const params = useParams()
  const id = Number(params.productId ?? params.id)
  const { data: p, error } = useProductStores(id)
  useTitle(p?.name)
  const query = new URLSearchParams(window.location.search)
  const lat = Number(query.get('lat'))
  const long = Number(query.get('long'))
  const located = query.has('lat') && query.has('long') && Number.isFinite(lat + long)
  if (isNotFound(error)) return <NotFound what="product" />
  if (error) throw error
  if (!p) return <Skeleton height={400} />
  const stores = [...(p.stores ?? [])].map((s) => ({ ...s, miles: located ? milesBetween(lat, long, s.store.lat, s.store.long) : undefined }))
  if (located) stores.sort((a, b) => a.miles! - b.miles!)
  return (
    <div className={detail.layout}>
      <img className={detail.image} src={assetURL(p.image_urls[0])} alt={`${p.name} by ${p.brand}`} width={400} height={400} />
      <div className={detail.info}>
        <p className={detail.brand}>{p.brand}</p>
        <h1>{p.name}</h1>
        <p className={styles.muted}>
          <LineageTag category={p.category} /> {kindLabel(p.kind)}
          {p.root_subtype && ` · ${p.root_subtype}`}
          {p.percent_thc !== null && ` · THC ${p.percent_thc}%`}
        </p>
        {p.description && <p>{p.description}</p>}
        <h2 className={detail.sectionTitle}>Where to buy it</h2>
        <ul className={styles.list}>
          {stores.map((s) => (
            <li key={s.store.id} className={styles.panel}>
              <h3 style={{ margin: 0, fontSize: '1.05rem' }}>
                <Link to={`/stores/${s.store.id}/${s.store.url_slug}/products/${p.product_id}/${p.url_slug}`}>{s.store.name}</Link>
              </h3>
              <p className={styles.muted} style={{ margin: 0 }}>
                {s.store.city}, {s.store.state}
                {s.miles !== undefined && ` · ${Math.round(s.miles)} miles away`}
              </p>
              <p style={{ margin: 0 }}>
                {s.prices_hidden ? (
                  <PricesHidden />
                ) : (
                  WEIGHTS.filter((w) => s.prices[w] !== undefined)
                    .map((w) => `${WEIGHT_LABELS[w]} ${formatMoney(s.prices[w])}`)
                    .join(' · ')
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
