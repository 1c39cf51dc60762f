import { Link } from 'react-router'
import type { MenuProduct } from '../../lib/types'
import { formatMoney } from '../../lib/money'
import { kindLabel, lineageLabel, productPath } from '../../lib/slug'
import { defaultWeight, lowestPrice, priceOf, WEIGHT_LABELS } from '../../lib/weights'
import { Skeleton } from '../../components/ui/Skeleton'
import styles from './ProductCard.module.css'

// Reviews display only when a product has at least 5 (spec section 5).
export const MIN_REVIEWS = 5

export function LineageTag({ category }: { category: string | null }) {
  const label = lineageLabel(category)
  if (!label || !category) return null
  return <span className={[styles.lineage, styles[category]].filter(Boolean).join(' ')}>{label}</span>
}

export function ProductCard({
  product,
  store,
  sortedByPrice = false,
}: {
  product: MenuProduct
  store: { id: number; url_slug: string }
  sortedByPrice?: boolean
}) {
  // Sorted by price, the card shows the weight with the lowest price (spec section 5).
  const weight = defaultWeight(product, { sortedByPrice })
  const low = lowestPrice(product)
  const price = weight ? priceOf(product, weight) : undefined
  const image = product.image_urls[0]
  return (
    <article className={styles.card}>
      {image && <img className={styles.image} src={image} alt="" loading="lazy" width={400} height={400} />}
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.name}>
          <Link to={`${productPath(store, product)}?fromMenu=true`}>{product.name}</Link>
        </h3>
        <p className={styles.meta}>
          <LineageTag category={product.category} />
          <span>{kindLabel(product.kind)}</span>
          {product.percent_thc !== null && <span>THC {product.percent_thc}%</span>}
        </p>
        {product.review_count >= MIN_REVIEWS && product.aggregate_rating !== null && (
          <p className={styles.meta}>
            <span aria-label={`Rated ${product.aggregate_rating} out of 5 from ${product.review_count} reviews`}>
              ★ {product.aggregate_rating.toFixed(1)} ({product.review_count})
            </span>
          </p>
        )}
        {low === undefined ? (
          <p className={styles.price}>Sold out</p>
        ) : (
          <p className={styles.price}>
            {formatMoney(price ?? low)}
            {weight && weight !== 'each' && <small> / {WEIGHT_LABELS[weight]}</small>}
            {price !== undefined && low < price && <small> · from {formatMoney(low)}</small>}
          </p>
        )}
      </div>
    </article>
  )
}

export function ProductGridSkeleton({ count = 18 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className={styles.card}>
            <Skeleton height={0} style={{ aspectRatio: '1', height: 'auto', borderRadius: 0 }} />
            <div className={styles.body}>
              <Skeleton width="40%" height={12} />
              <Skeleton width="85%" height={18} />
              <Skeleton width="60%" height={14} />
              <Skeleton width="30%" height={18} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

export const gridClass = styles.grid
