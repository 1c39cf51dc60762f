import { useParams } from 'react-router'
import { Button, ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { defaultWeight, stockOf, WEIGHT_LABELS } from '../../lib/weights'
import type { Cart, MenuProduct, SpecialDetail as Detail, Store } from '../../lib/types'
import { useAddToCart, useCart, useRemoveLine } from '../../features/cart/api'
import { gridClass } from '../../features/menu/ProductCard'
import { ProductCard } from '../ProductCard'
import { useStore } from '../../features/stores/api'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { specialTypeLabel, useSpecialDetail } from '../../features/specials/api'
import { NotFound } from '../../components/ui/NotFound'
import pages from '../../components/ui/pages.module.css'
import styles from './Specials.module.css'
import { useTitle } from '../../components/ui/useTitle'

/**
 * A special's page (spec section 2): its summary with expandable terms, the
 * shopper's progress (not qualified → qualified → applied) in a callout, the
 * bundle's products in the bag each with a remove button, the products it
 * covers, and a footer with Checkout now once it applies.
 */
export function SpecialDetail() {
  const params = useParams()
  const storeId = Number(params.id)
  const specialId = Number(params.specialId)
  const store = useStore(storeId)
  const cart = useCart()
  const detail = useSpecialDetail(storeId, specialId, cart.data)
  useTitle(detail.data?.special.title)
  if (isNotFound(store.error) || isNotFound(detail.error)) return <NotFound what="special" />
  if (store.error) throw store.error
  if (detail.error) throw detail.error
  if (!store.data || !detail.data) return <SpecialSkeleton />
  return <SpecialPage store={store.data} detail={detail.data} cart={cart.data} />
}

function SpecialSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the special">
      <Skeleton height={40} width="60%" />
      <Skeleton height={140} />
      <Skeleton height={320} />
    </div>
  )
}

function SpecialPage({ store, detail, cart }: { store: Store; detail: Detail; cart: Cart | undefined }) {
  const { special, status } = detail
  const state = status?.qualifying_status ?? 'not_qualified'
  const inBag = cart?.store.id === store.id ? cart.products.filter((p) => [...(status?.qualified_products ?? []), ...(status?.discounted_products ?? [])].some((q) => q.product_id === p.product_id && q.price_id === p.price_id)) : []
  const discountable = new Set(detail.discountable_product_ids)
  const isBundle = special.special_type === 'bundle' || special.special_type === 'buy_x_get_y'
  return (
    <>
      <StoreTabs store={store} />
      <div className={styles.sticky} aria-hidden="true">
        <strong>{special.title}</strong>
        <span data-status={state}>{statusLabel(state)}</span>
      </div>
      <article className={styles.detail} aria-labelledby="special-title">
        <section className={`${pages.panel} ${styles.summary}`} aria-label="About this special">
          <div className={styles.brandLine}>
            {special.brand_logo_url && <img src={special.brand_logo_url} alt="" width={40} height={40} />}
            <span>{special.product_brand ?? store.name}</span>
          </div>
          <p className={styles.type}>{specialTypeLabel(special.special_type)}</p>
          <h1 id="special-title">{special.title}</h1>
          {special.description && <p>{special.description}</p>}
          {special.terms && (
            <details className={styles.terms}>
              <summary>Terms and conditions</summary>
              <p>{special.terms}</p>
            </details>
          )}
        </section>

        <div className={`${styles.callout} ${styles[state]}`} role="status" aria-live="polite" data-testid="special-callout" data-status={state}>
          <p className={styles.calloutText}>{status?.callout_text ?? 'Add the products below to your bag to use this special.'}</p>
          {status?.callout_subtext && <p>{status.callout_subtext}</p>}
        </div>

        {isBundle && inBag.length > 0 && (
          <section aria-labelledby="bundle-bag-title">
            <h2 id="bundle-bag-title">In your bag for this bundle</h2>
            <ul className={styles.bagList}>
              {inBag.map((line) => (
                <BagLine key={`${line.product_id}-${line.price_id}`} line={line} />
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="special-products-title">
          <h2 id="special-products-title">{isBundle ? 'Products in this bundle' : 'Products on this special'}</h2>
          {detail.products.length === 0 && <p className={pages.muted}>No products on the menu are part of this special right now.</p>}
          <ul className={gridClass}>
            {detail.products.map((p) => (
              <li key={p.product_id} className={state === 'not_qualified' && isBundle && discountable.has(p.product_id) ? styles.dimmed : undefined}>
                <ProductCard product={p} store={store} query={`fromSpecialId=${special.id}${isBundle ? `&bundleSpecialId=${special.id}` : ''}`} />
                <AddButton product={p} storeId={store.id} storeName={store.name} />
              </li>
            ))}
          </ul>
        </section>

        {status && state !== 'not_qualified' && (
          <footer className={styles.footer} aria-label="Special status">
            <div>
              <p className={styles.calloutText}>{status.footer_text}</p>
              <p>{status.footer_subtext}</p>
            </div>
            {state === 'applied' && <ButtonLink to="/cart">Checkout now</ButtonLink>}
          </footer>
        )}
      </article>
    </>
  )
}

function statusLabel(state: string) {
  return state === 'applied' ? 'Applied' : state === 'qualified' ? 'Qualified' : 'Not qualified yet'
}

/** Adds one unit of a product's default weight to the bag. */
function AddButton({ product, storeId, storeName }: { product: MenuProduct; storeId: number; storeName: string }) {
  const add = useAddToCart()
  const notify = useNotifications((s) => s.notify)
  const weight = defaultWeight(product)
  if (!weight || stockOf(product, weight) <= 0) return null
  const label = weight === 'each' ? product.name : `${product.name} (${WEIGHT_LABELS[weight]})`
  return (
    <Button
      variant="secondary"
      block
      className={styles.add}
      disabled={add.isPending}
      loading={add.isPending}
      onClick={() =>
        add.mutate(
          // The page shows the bag's lines itself: no drawer.
          { storeId, storeName, productId: product.product_id, priceId: weight, count: 1, drawer: false },
          { onError: (e) => notify(e.message || 'Something went wrong', 'error') },
        )
      }
    >
      Add to bag<span className="visually-hidden">: {label}</span>
    </Button>
  )
}

function BagLine({ line }: { line: Cart['products'][number] }) {
  const remove = useRemoveLine()
  const label = `${line.name ?? 'Product'} (${WEIGHT_LABELS[line.price_id]})`
  return (
    <li className={styles.bagLine}>
      <span>
        {line.count} × {label}
      </span>
      <span>{formatMoney(line.line_total)}</span>
      <button type="button" className={styles.remove} disabled={remove.isPending} onClick={() => remove.mutate({ productId: line.product_id, priceId: line.price_id })}>
        Remove<span className="visually-hidden"> {label}</span>
      </button>
    </li>
  )
}
