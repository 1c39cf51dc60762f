import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { reportClick, reportImpression } from './events'
import { menuProductProperties } from './analytics'
import { track } from '../../lib/analytics'
import type { WeightId } from '../../lib/types'
import type { CardProduct } from '../../lib/cardAttributes'
import { formatMoney } from '../../lib/money'
import { productPath, storeLabels, type Labels } from '../../lib/slug'

const defaultLabels = storeLabels()
import { actualPriceOf, defaultWeight, discountedWeights, lowestPrice, priceOf, WEIGHT_LABELS } from '../../lib/weights'
import { Discount } from './Discount'
import { PricesHidden, pricesHidden } from './PricesHidden'
import { LineageTag } from '../../components/ui/LineageTag'
import { Skeleton } from '../../components/ui/Skeleton'
import styles from './ProductCard.module.css'
import { CARD_SIZES, photoAttributes } from '../../lib/photos'

// Reviews display only when a product has at least 5 (spec section 5).
export const MIN_REVIEWS = 5

export function ProductCard({
  product,
  store,
  sortedByPrice = false,
  labels = defaultLabels,
  sponsored = false,
  query = 'fromMenu=true',
  weightFilter,
  weight: chosen,
  inCart,
  slot,
  preferDiscounted = false,
  priority = false,
  action,
}: {
  /** A control of the card's own, above its link (app/ProductCard.tsx puts the quick add here); given the card's weight. */
  action?: (weight: WeightId | undefined) => ReactNode
  product: CardProduct
  store: { id: number; url_slug: string; name?: string; currency?: string }
  sortedByPrice?: boolean
  labels?: Labels
  sponsored?: boolean
  /** The product page's query flags (spec section 2). */
  query?: string
  /** Weights the menu is filtered to: the card shows the first it sells. */
  weightFilter?: WeightId[]
  /** A weight chosen for the shopper, such as the one the budtender quoted. */
  weight?: WeightId
  /** The weight of this product already in the shopper's bag at this store (app/ProductCard.tsx reads it). */
  inCart?: WeightId
  /** The placement slot the card fills, for impressions and clicks. */
  slot?: { placement: string; adToken?: string }
  /** On a list of deals: show a weight a special lowers (spec section 5, the special's weights) when the card's own weight is not one. */
  preferDiscounted?: boolean
  /** One of the first cards on the screen: its picture loads at once and first, not lazily (LCP). */
  priority?: boolean
}) {
  const card = useRef<HTMLElement>(null)
  const event = slot && { storeId: store.id, productId: product.product_id, placement: slot.placement, adToken: slot.adToken }
  useEffect(() => {
    const el = card.current
    if (!el || !event || typeof IntersectionObserver === 'undefined') return
    // half the card in view counts as shown
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          reportImpression(event)
          seen.disconnect()
        }
      },
      { threshold: 0.5 },
    )
    seen.observe(el)
    return () => seen.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one observer per product and slot
  }, [store.id, product.product_id, slot?.placement, slot?.adToken])
  // The card's weight (spec sections 4 and 5): the one already in the cart,
  // a filtered weight, the lowest priced when sorted by price, the kind's
  // default; on a list of deals, when that one is not discounted, the first
  // weight that is.
  const options = { explicit: inCart ?? chosen, weightFilter, sortedByPrice }
  const plain = defaultWeight(product, options)
  const discounted = preferDiscounted ? discountedWeights(product) : []
  const weight = plain && discounted.length > 0 && !discounted.includes(plain) ? defaultWeight(product, { ...options, specialWeights: discounted }) : plain
  const low = lowestPrice(product)
  const regular = weight ? priceOf(product, weight) : undefined
  const price = weight ? actualPriceOf(product, weight) : undefined
  const image = product.image_urls[0]
  return (
    <article className={action ? `${styles.card} ${styles.withAction}` : styles.card} ref={card}>
      {/* The square box is kept while the picture loads (aspect-ratio, width and height): nothing below it moves. */}
      <div className={styles.picture}>
        {image && (
          <img
            className={styles.image}
            {...photoAttributes(image, CARD_SIZES)}
            alt=""
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>
          {product.brand}
          {sponsored && <span className={styles.sponsored}>Sponsored</span>}
        </p>
        <h3 className={styles.name}>
          <Link to={`${productPath(store, product)}?${query}`} onClick={() => {
              if (event) reportClick(event)
              track('ProductListingTap', { storeId: store.id, placement: slot?.placement, source: slot?.placement ?? 'listing', ...menuProductProperties(product, store, { weight }) })
            }}
          >
            {product.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          <LineageTag category={product.category} labels={labels} />
          <span>{labels.kind(product.kind)}</span>
          {product.percent_thc !== null && <span>THC {product.percent_thc}%</span>}
        </p>
        {product.review_count >= MIN_REVIEWS && product.aggregate_rating !== null && (
          <p className={styles.meta}>
            <span aria-label={`Rated ${product.aggregate_rating} out of 5 from ${product.review_count} reviews`}>
              ★ {product.aggregate_rating.toFixed(1)} ({product.review_count})
            </span>
          </p>
        )}
        {pricesHidden(product) ? (
          <p className={styles.price}>
            <PricesHidden />
          </p>
        ) : low === undefined ? (
          <p className={styles.price}>Sold out</p>
        ) : (
          <p className={styles.price}>
            {regular !== undefined && price !== undefined && <Discount regular={regular} price={price} />}
            {formatMoney(price ?? low)}
            {weight && weight !== 'each' && <small> / {WEIGHT_LABELS[weight]}</small>}
            {price !== undefined && low < price && <small> · from {formatMoney(low)}</small>}
          </p>
        )}
        {action?.(weight)}
      </div>
    </article>
  )
}

/**
 * A card's placeholder: its picture, and lines where its words will be (the
 * brand, a name on two lines, the lineage and kind, the rating, the price),
 * so a row of them is about a row of cards' height (issue 21: 298 px
 * against 476 px at 375 px).
 */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton height={0} style={{ aspectRatio: '1', height: 'auto', borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton width="40%" height={12} />
        <Skeleton width="85%" height={18} />
        <Skeleton width="65%" height={18} />
        <Skeleton width="55%" height={22} />
        <Skeleton width="35%" height={14} />
        <Skeleton width="45%" height={18} />
      </div>
    </div>
  )
}

/** Placeholders while a menu loads: 18 cards in a grid, 10 rows in a list (spec section 2). */
export function ProductGridSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  const count = layout === 'list' ? 10 : 18
  return (
    <ul className={layout === 'list' ? styles.list : styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  )
}

export const gridClass = styles.grid
export const listClass = styles.list
