import { appContext } from '../../lib/appMode'
import { CountOptions } from '../../components/ui/CountOptions'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { CardCarousel } from '../../components/carousel/CardCarousel'
import { ImageCarousel } from '../../components/carousel/ImageCarousel'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { kindLabel, storePath } from '../../lib/slug'
import type { MenuProduct, WeightId } from '../../lib/types'
import { PricesHidden, pricesHidden } from '../../features/menu/PricesHidden'
import { actualPriceOf, defaultWeight, maxCountOf, priceOf, selectableWeights, stockOf, WEIGHT_LABELS } from '../../lib/weights'
import { Discount } from '../../features/menu/Discount'
import { useAddToCart } from '../../features/cart/api'
import { ecommerce, track } from '../../lib/analytics'
import { menuProductProperties } from '../../features/menu/analytics'
import { reportClick } from '../../features/menu/events'
import { useMenuProduct, usePlacementRow } from '../../features/menu/api'
import { MIN_REVIEWS } from '../../features/menu/ProductCard'
import { ProductCard } from '../ProductCard'
import { LineageTag } from '../../components/ui/LineageTag'
import { useStore } from '../../features/stores/api'
import { specialPath, useStoreSpecials } from '../../features/specials/api'
import { useCustomer } from '../../lib/session'
import { useProductReviews } from '../../features/reviews/api'
import { ReviewItem } from '../../features/reviews/ReviewItem'
import { NotFound } from '../../components/ui/NotFound'
import pages from '../../components/ui/pages.module.css'
import styles from './ProductDetail.module.css'
import gold from '../../components/ui/Gold.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { pageIsWindow, useBottomBar } from '../../lib/bottomBar'

export function ProductDetail() {
  const params = useParams()
  const storeId = Number(params.id)
  const productId = Number(params.productId)
  const store = useStore(storeId)
  const product = useMenuProduct(storeId, productId)
  useTitle(product.data?.name)

  if (isNotFound(store.error) || isNotFound(product.error)) return <NotFound what="product" />
  if (product.error) throw product.error
  if (!product.data || !store.data) {
    return (
      <div className={styles.layout} aria-busy="true" aria-label="Loading product">
        <Skeleton height={0} style={{ aspectRatio: '1', height: 'auto' }} />
        <div className={styles.info}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height={36} />
          <Skeleton width="50%" />
          <Skeleton height={120} />
        </div>
      </div>
    )
  }
  return <ProductView key={product.data.menu_product_id} product={product.data} store={store.data} />
}

/** The product page's query flags (spec section 2); fromAllSpecials counts only when set. */
function useProductFlags() {
  const [search] = useSearchParams()
  const set = (name: string) => search.get(name) === 'true'
  return {
    fromMenu: set('fromMenu'),
    fromAllSpecials: set('fromAllSpecials'),
    fromSpecialId: search.get('fromSpecialId') ?? undefined,
    bundleSpecialId: search.get('bundleSpecialId') ?? undefined,
  }
}

/** The product's reviews, shown only from MIN_REVIEWS reviews up (spec section 5). */
function ProductReviews({ productId, count }: { productId: number; count: number }) {
  const shown = count >= MIN_REVIEWS
  const reviews = useProductReviews(productId, shown)
  if (!shown) return null
  return (
    <section aria-labelledby="product-reviews-title" className={pages.list}>
      <h2 id="product-reviews-title">
        Reviews <span className={pages.muted}>({count})</span>
      </h2>
      {reviews.isPending && <Skeleton height={160} />}
      <ul className={pages.list}>
        {reviews.data?.pages.flatMap((p) => p.reviews).map((r) => <ReviewItem key={r.id} review={r} />)}
      </ul>
      {reviews.hasNextPage && (
        <div className={pages.actions}>
          <Button variant="secondary" disabled={reviews.isFetchingNextPage} loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
            More reviews
          </Button>
        </div>
      )}
    </section>
  )
}

/** Products like this one on the same menu (the pdp_row placement). */
function SimilarProducts({ store, productId, fromMenu }: { store: { id: number; url_slug: string }; productId: number; fromMenu: boolean }) {
  const row = usePlacementRow(store.id, 'pdp_row', { product_id: productId })
  if (row.data && row.data.products.length === 0) return null
  return (
    <div className={styles.similar}>
      <CardCarousel title="Similar products" loading={row.isPending} viewAll={undefined}>
        {(row.data?.products ?? []).map((slot) => (
          <ProductCard
            key={slot.object_id}
            product={slot.search_attributes}
            store={store}
            slot={{ placement: 'pdp_row', adToken: slot.ad_token }}
            query={fromMenu ? 'fromMenu=true' : ''}
          />
        ))}
      </CardCarousel>
    </div>
  )
}

function ProductView({ product, store }: { product: MenuProduct; store: { id: number; name: string; url_slug: string } }) {
  const flags = useProductFlags()
  const location = useLocation()
  const navigate = useNavigate()
  const weights = selectableWeights(product)
  const [weight, setWeight] = useState<WeightId | undefined>(() => {
    const w = defaultWeight(product)
    return w && stockOf(product, w) > 0 ? w : weights.find((x) => stockOf(product, x) > 0)
  })
  const [count, setCount] = useState(1)
  const add = useAddToCart()
  const notify = useNotifications((s) => s.notify)
  // The specials the page was reached from (spec section 2's query flags).
  const specials = useStoreSpecials(store.id, flags.fromSpecialId !== undefined || flags.bundleSpecialId !== undefined)
  const fromSpecial = specials.data?.find((s) => String(s.id) === flags.fromSpecialId)
  const bundle = specials.data?.find((s) => String(s.id) === flags.bundleSpecialId)
  const max = weight ? maxCountOf(product, weight) : 0
  // Phones: the quantity and "Add to bag" stay at the foot of the screen
  // (issue 21), where the page is the browser's own.
  const stickyBuy = pageIsWindow() && !pricesHidden(product) && weight !== undefined
  useBottomBar(stickyBuy)

  useEffect(() => {
    ecommerce('view_item', menuProductProperties(product, store), store.id)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per product shown
  }, [store.id, product.product_id])

  const submit = () => {
    if (!weight) return
    add.mutate(
      { storeId: store.id, storeName: store.name, productId: product.product_id, priceId: weight, count },
      {
        // The drawer shows a new line; a count added to a line already there is told here.
        onSuccess: (cart, drawer) => {
          ecommerce('add_to_cart', menuProductProperties(product, store, { weight, quantity: count, cartId: cart.uuid }), store.id)
          reportClick({ storeId: store.id, productId: product.product_id, isAddToCart: true })
          if (!drawer)
            notify(
              <>
                Added {count} × {product.name} ({WEIGHT_LABELS[weight]}) to your bag. <Link to="/cart">View bag</Link>
              </>,
            )
        },
        // The server's refusal names what is wrong, e.g. the purchase limit, the amount and the unit.
        onError: (error) => notify(error.message || 'Something went wrong', 'error'),
      },
    )
  }

  return (
    <>
      <nav aria-label="Breadcrumb" className={pages.breadcrumb}>
        <ol>
          <li>
            <Link to={`${storePath(store)}/menu`}>{store.name}</Link>
          </li>
          {flags.fromAllSpecials && (
            <li>
              <Link to={`${storePath(store)}/menu/specials`}>Specials</Link>
            </li>
          )}
          {fromSpecial && (
            <li>
              <Link to={specialPath(store, fromSpecial)}>{fromSpecial.title}</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      {flags.fromMenu && (
        <p>
          <Link
            to={`${storePath(store)}/menu`}
            onClick={(e) => {
              // back to the menu as the shopper left it: filters, sort and page
              if (location.key !== 'default') {
                e.preventDefault()
                void navigate(-1)
              }
            }}
          >
            ← Back to the menu
          </Link>
        </p>
      )}
      {flags.bundleSpecialId && (
        <p className={styles.note}>
          This product is part of a bundle special: add it with the bundle's other products to get the discount.
          {bundle && (
            <>
              {' '}
              <Link to={specialPath(store, bundle)} onClick={() => track('BundlePromptTap', { storeId: store.id, productId: product.product_id, specialId: bundle.id, source: 'product detail' })}>
                See {bundle.title}
              </Link>
            </>
          )}
        </p>
      )}
      <div className={styles.layout}>
        <ImageCarousel images={product.image_urls} alt={`${product.name} by ${product.brand}`} />
        <div className={styles.info}>
          <p className={styles.brand}>{product.brand}</p>
          <h1>{product.name}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>Type</dt>
              <dd>
                {kindLabel(product.kind)}
                {product.root_subtype && ` · ${product.root_subtype}`}
              </dd>
            </div>
            {product.category && (
              <div>
                <dt className="visually-hidden">Lineage</dt>
                <dd>
                  <LineageTag category={product.category} />
                </dd>
              </div>
            )}
            {product.percent_thc !== null && (
              <div>
                <dt>THC</dt>
                <dd>{product.percent_thc}%</dd>
              </div>
            )}
            {product.percent_cbd !== null && (
              <div>
                <dt>CBD</dt>
                <dd>{product.percent_cbd}%</dd>
              </div>
            )}
            {product.dosage !== null && (
              <div>
                <dt>THC per package</dt>
                <dd>{product.dosage} mg</dd>
              </div>
            )}
            {product.review_count >= MIN_REVIEWS && product.aggregate_rating !== null && (
              <div>
                <dt>Rating</dt>
                <dd>
                  ★ {product.aggregate_rating.toFixed(1)} ({product.review_count} reviews)
                </dd>
              </div>
            )}
          </dl>
          <CashBackOffers product={product} />
          {/* Reviews are written from an account; a mode without accounts (the kiosk, a partner's) has none. */}
          {appContext().features.auth && (
            <p>
              <Link to={`/products/${product.product_id}/${product.url_slug}/reviews/new?storeId=${store.id}&storeName=${encodeURIComponent(store.name)}`}>
                Write a review
              </Link>
            </p>
          )}
          {pricesHidden(product) ? (
            <p className={styles.price}>
              <PricesHidden long />
            </p>
          ) : weights.length === 0 ? (
            <p className={styles.price}>Not available</p>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                submit()
              }}
              className={styles.info}
            >
              <fieldset className={styles.weights}>
                <legend>{product.kind === 'flower' || product.kind === 'vape' || product.kind === 'extract' ? 'Choose a weight' : 'Price'}</legend>
                <div className={styles.options}>
                  {weights.map((w) => {
                    const soldOut = stockOf(product, w) === 0
                    return (
                      <label key={w} className={styles.option}>
                        <input
                          type="radio"
                          name="weight"
                          value={w}
                          checked={weight === w}
                          disabled={soldOut}
                          onChange={() => {
                            setWeight(w)
                            setCount(1)
                          }}
                        />
                        <span>
                          <strong>{WEIGHT_LABELS[w]}</strong>
                          <small>{soldOut ? 'Sold out' : formatMoney(actualPriceOf(product, w))}</small>
                        </span>
                      </label>
                    )
                  })}
                </div>
              </fieldset>
              {weight ? (
                <>
                  <p className={styles.price} aria-live="polite">
                    <Discount
                      regular={priceOf(product, weight) * count}
                      price={actualPriceOf(product, weight) * count}
                      title={typeof product.special_title === 'string' ? product.special_title : undefined}
                    />
                    {formatMoney(actualPriceOf(product, weight) * count)}
                  </p>
                  <div className={stickyBuy ? `${styles.buy} ${styles.stickyBuy}` : styles.buy}>
                    <span className={styles.buyPrice} aria-hidden="true">
                      {formatMoney(actualPriceOf(product, weight) * count)}
                    </span>
                    <label className={styles.count}>
                      <span className={styles.countLabel}>Quantity</span>
                      <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
                        <CountOptions max={max} />
                      </select>
                    </label>
                    {/* aria-disabled while adding, not disabled: the button keeps the focus, so the drawer knows where
                        to give it back; a second press is ignored by the add-in-flight rule. */}
                    <Button type="submit" loading={add.isPending} aria-disabled={add.isPending || undefined} disabled={max === 0}>
                      Add to bag
                    </Button>
                  </div>
                </>
              ) : (
                <p className={styles.price}>Sold out</p>
              )}
            </form>
          )}
          {product.description && <p>{product.description}</p>}
          <Chips title="Effects" items={product.effects} />
          <Chips title="Flavours" items={product.flavors} />
          <Chips title="Terpenes" items={product.terpenes.map((t) => `${t.name} ${t.percent}%`)} />
        </div>
      </div>
      <ProductReviews productId={product.product_id} count={product.review_count} />
      <SimilarProducts store={store} productId={product.product_id} fromMenu={flags.fromMenu} />
    </>
  )
}

function Chips({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.chips}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  )
}

/** The brand's cash back on this product, with what Gold members get (spec sections 3 and 6). */
function CashBackOffers({ product }: { product: MenuProduct }) {
  const offers = new Map<number, { discount_label: string; title: string; gold_discount_label?: string }>()
  for (const o of Object.values((product.brand_special_prices ?? {}) as Record<string, { brand_special_id: number; discount_label: string; title: string; gold_discount_label?: string }>)) {
    offers.set(o.brand_special_id, o)
  }
  const member = useCustomer().data?.gold === true
  if (offers.size === 0) return null
  return (
    <ul className={styles.cashBack} aria-label="Cash back">
      {[...offers.values()].map((o) =>
        member && o.gold_discount_label ? (
          // A gold member earns the gold rate: it takes the place of the regular one.
          <li key={o.title}>
            <span className={gold.gold}>{o.gold_discount_label.replace(/ for Gold members$/, '')} · Gold</span> {o.title}
          </li>
        ) : (
          <li key={o.title}>
            <span className={styles.cashBackTag}>{o.discount_label || 'Cash back'}</span> {o.title}
            {o.gold_discount_label && <span className={`${gold.gold} ${styles.goldTag}`}>{o.gold_discount_label}</span>}
          </li>
        ),
      )}
    </ul>
  )
}
