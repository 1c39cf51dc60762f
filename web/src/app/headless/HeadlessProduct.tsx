import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { CountOptions } from '../../components/ui/CountOptions'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { kindLabel } from '../../lib/slug'
import type { MenuProduct, WeightId } from '../../lib/types'
import { actualPriceOf, defaultWeight, maxCountOf, selectableWeights, stockOf, WEIGHT_LABELS } from '../../lib/weights'
import { NotFound } from '../../components/ui/NotFound'
import { useTitle } from '../../components/ui/useTitle'
import pages from '../../components/ui/pages.module.css'
import { useAddToCart, useCart, useUpdateLine } from '../../features/cart/api'
import { useLocalCart } from '../../features/cart/store'
import { useMenuProduct } from '../../features/menu/api'
import { analytics } from './frame'
import { useHeadless, useHeadlessOptions } from '../../features/headless/state'
import styles from './headless.module.css'

/**
 * /products/{id}/{slug} in the headless frame: the product at the store of
 * the partner's cart, with its weight (unless the partner switched weight
 * selection off) and count.
 */
export function HeadlessProduct() {
  const params = useParams()
  const productId = Number(params.id)
  const builtStore = useHeadless((s) => s.build?.storeId)
  const cartStore = useLocalCart((s) => s.store?.id)
  const storeId = builtStore ?? cartStore ?? 0
  const product = useMenuProduct(storeId, productId)
  useTitle(product.data?.name)
  if (!storeId || isNotFound(product.error)) return <NotFound what="product" />
  if (product.error) throw product.error
  if (!product.data) return <Skeleton height={360} />
  return <ProductView key={product.data.menu_product_id} product={product.data} />
}

function ProductView({ product }: { product: MenuProduct }) {
  const navigate = useNavigate()
  const options = useHeadlessOptions()
  const { data: cart } = useCart()
  const inBag = cart?.status === 'pending' ? cart.products.filter((l) => l.product_id === product.product_id) : []
  const weights = selectableWeights(product).filter((w) => stockOf(product, w) > 0)
  const fixed = options.disableWeightSelection === true
  const [weight, setWeight] = useState<WeightId | undefined>(() => {
    const chosen = inBag[0]?.price_id ?? defaultWeight(product)
    return chosen && weights.includes(chosen) ? chosen : weights[0]
  })
  const line = inBag.find((l) => l.price_id === weight)
  const [count, setCount] = useState(line?.count ?? 1)
  const add = useAddToCart()
  const update = useUpdateLine()
  const [error, setError] = useState<string>()
  const max = weight ? Math.max(count, Math.min(maxCountOf(product, weight), 20)) : 0
  const done = () => void navigate('/')
  const fail = (e: Error) => setError(e.message || 'Something went wrong')
  const submit = () => {
    if (!weight) return
    setError(undefined)
    if (line) {
      if (line.count === count) return done()
      update.mutate(
        { productId: product.product_id, priceId: weight, count },
        {
          onSuccess: () => {
            analytics('cartItemChangeCount', { productId: product.product_id, count })
            done()
          },
          onError: fail,
        },
      )
    } else {
      add.mutate({ storeId: product.store_id, productId: product.product_id, priceId: weight, count, drawer: false }, { onSuccess: done, onError: fail })
    }
  }
  const facts = [
    kindLabel(product.kind),
    product.percent_thc !== null ? `THC ${product.percent_thc}%` : undefined,
    product.percent_cbd !== null ? `CBD ${product.percent_cbd}%` : undefined,
  ].filter(Boolean)
  return (
    <>
      <Link to="/" className={styles.back}>
        Back to your bag
      </Link>
      <article className={styles.product}>
        {product.image_urls[0] ? <img src={product.image_urls[0]} alt="" /> : <span />}
        <div>
          <p className={pages.muted}>{product.brand}</p>
          <h1>{product.name}</h1>
          <ul className={styles.facts}>
            {facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {product.description && <p>{product.description}</p>}
          {!weight ? (
            <p className={styles.alert}>This product is sold out.</p>
          ) : (
            <div className={styles.choose}>
              {fixed || weights.length === 1 ? (
                <p>
                  {WEIGHT_LABELS[weight]} · <strong>{formatMoney(actualPriceOf(product, weight))}</strong>
                </p>
              ) : (
                <label>
                  Weight
                  <select
                    value={weight}
                    onChange={(e) => {
                      const w = e.target.value as WeightId
                      setWeight(w)
                      setCount(inBag.find((l) => l.price_id === w)?.count ?? 1)
                    }}
                  >
                    {weights.map((w) => (
                      <option key={w} value={w}>
                        {WEIGHT_LABELS[w]}: {formatMoney(actualPriceOf(product, w))}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label>
                Quantity
                <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
                  <CountOptions max={max} />
                </select>
              </label>
              {error && (
                <p className={styles.alert} role="alert">
                  {error}
                </p>
              )}
              <div>
                <Button onClick={submit} loading={add.isPending || update.isPending} disabled={add.isPending || update.isPending}>
                  {line ? 'Update bag' : 'Add to bag'}
                </Button>
              </div>
            </div>
          )}
        </div>
      </article>
    </>
  )
}
