import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { track } from '../../lib/analytics'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import { kindLabel } from '../../lib/slug'
import { placeSlug } from '../../lib/places'
import { useBrand, useBrandProducts, useBrands } from '../../features/brands/api'
import type { Brand } from '../../lib/types'
import { LineageTag } from '../../components/ui/LineageTag'
import cards from '../../features/menu/ProductCard.module.css'
import { NotFound } from '../../components/ui/NotFound'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'
import { assetURL } from '../../lib/appRoot'

export function brandPath(b: { id: number; name: string }) {
  return `/brands/${b.id}/${placeSlug(b.name)}`
}

function BrandBadge({ brand }: { brand: Brand }) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-grid', placeItems: 'center', flexShrink: 0, width: 48, height: 48, borderRadius: 12, background: brand.color_hex || '#14532d', color: '#fff', fontWeight: 800 }}
    >
      {brand.name.charAt(0)}
    </span>
  )
}

export function Brands() {
  useTitle('Brands')
  const { data: brands, isPending, error } = useBrands()
  return (
    <>
      <h1>Brands</h1>
      <p className={styles.muted}>
        The makers on the dispensaries' menus. Some pay cash back: see the{' '}
        <Link to="/brands/jane-gold" onClick={() => track('CashBackDetailPageTap', { source: 'brands' })}>
          cash-back brands
        </Link>
        .
      </p>
      {error && <p role="alert">{error.message}</p>}
      {isPending && <Skeleton height={300} />}
      <ul className={styles.grid} style={{ listStyle: 'none', padding: 0 }}>
        {brands?.map((b) => (
          <li key={b.id} className={styles.panel} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <BrandBadge brand={b} />
            <div>
              <h2 style={{ fontSize: '1.1rem', margin: 0 }}>
                <Link to={brandPath(b)} onClick={() => track('BrandDetailPageTap', { brandId: b.id, brandName: b.name, source: 'brands' })}>
                  {b.name}
                </Link>
              </h2>
              <p className={styles.muted} style={{ margin: 0 }}>
                {b.productCount} {b.productCount === 1 ? "product" : "products"}{b.has_active_brand_special && ' · Cash back'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

export function BrandPage() {
  const id = Number(useParams().id)
  const brand = useBrand(id)
  const products = useBrandProducts(id)
  useTitle(brand.data?.name)
  const loaded = brand.data
  useEffect(() => {
    if (loaded) track('BrandPageLoaded', { brandId: loaded.id, brandName: loaded.name, source: 'brand page' })
  }, [loaded])
  if (isNotFound(brand.error)) return <NotFound what="brand" />
  if (brand.error) throw brand.error
  if (!brand.data) return <Skeleton height={300} />
  const b = brand.data
  return (
    <>
      <header className={styles.panel} style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 24, borderTop: `6px solid ${b.color_hex}` }}>
        <BrandBadge brand={b} />
        <div>
          <h1 style={{ margin: 0 }}>{b.name}</h1>
          <p style={{ margin: 0 }}>{b.description}</p>
        </div>
      </header>
      <h2>Products {products.data && <span className={styles.muted}>({products.data.length})</span>}</h2>
      {products.isPending && <Skeleton height={300} />}
      <ul className={cards.grid}>
        {products.data?.map((p) => (
          <li key={p.id}>
            <article className={cards.card}>
              {p.image_urls[0] && <img className={cards.image} src={assetURL(p.image_urls[0])} alt="" loading="lazy" width={400} height={400} />}
              <div className={cards.body}>
                <h3 className={cards.name}>
                  <Link to={`${brandPath(b)}/products/${p.product_id}/${p.url_slug}`}>{p.name}</Link>
                </h3>
                <p className={cards.meta}>
                  <LineageTag category={p.category} />
                  <span>{kindLabel(p.kind)}</span>
                </p>
                <p className={cards.price}>
                  {p.lowest_price !== null && <>from {formatMoney(p.lowest_price)} </>}
                  <small>at {p.store_count} {p.store_count === 1 ? 'store' : 'stores'}</small>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
