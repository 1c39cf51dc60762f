import { LoadError } from './LoadError'
import { Link, useSearchParams } from 'react-router'
import { ButtonLink } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { formatMoney } from '../../lib/money'
import { kindLabel, lineageLabel } from '../../lib/slug'
import { LineageTag } from '../../components/ui/LineageTag'
import { FILTER_PARAMS, KINDS, useNearbyProducts, type Filters, type NearbyProduct, type Origin } from './api'
import styles from './Discover.module.css'
import { useShopperPosition, type Position } from './position'
import { useCitiesNear } from './places'
import { formatDistance, unitForCountry } from '../../lib/units'
import { assetURL } from '../../lib/appRoot'

const PAGE_SIZE = 60

/** The query that pages and kind links carry along: the page's position and filters. */
export function carriedQuery(params: URLSearchParams, keep: readonly string[] = ['lat', 'long', 'hard', ...FILTER_PARAMS]): URLSearchParams {
  const out = new URLSearchParams()
  for (const key of keep) {
    const v = params.get(key)
    if (v !== null && v !== '') out.set(key, v)
  }
  return out
}

export function withQuery(path: string, query: URLSearchParams): string {
  const s = query.toString()
  return s ? `${path}?${s}` : path
}

/** The filters in words, e.g. "Uplifted or Energetic · $20 or less". */
export function describeFilters(f: Filters): string[] {
  const out: string[] = []
  if (f.effect) out.push(`Feels ${f.effect.split(',').map((e) => e.trim()).filter(Boolean).join(' or ')}`)
  if (f.lineage) out.push(`${lineageLabel(f.lineage) ?? f.lineage} lineage`)
  if (f.max_price) out.push(`${formatMoney(Number(f.max_price), { dropWholeDecimals: true })} or less nearby`)
  if (f.min_thc) out.push(`THC ${f.min_thc}% or more`)
  const any = (v: string) => v.split(',').map((x) => x.trim()).filter(Boolean)
  if (f.brand) out.push(`By ${any(f.brand).join(' or ')}`)
  if (f.root_types) out.push(any(f.root_types).map(kindLabel).join(' or '))
  if (f.category) out.push(`${any(f.category).map((c) => lineageLabel(c) ?? c).join(' or ')} lineage`)
  if (f.brand_subtype) out.push(`${any(f.brand_subtype).join(' or ')} lines`)
  if (f.query) out.push(`Matching “${f.query}”`)
  if (f.store_type) out.push(f.store_type === 'medical' ? 'Medical stores' : 'Recreational stores')
  if (f.store_id) out.push(any(f.store_id).length === 1 ? 'One store' : `${any(f.store_id).length} stores`)
  return out
}

export function NearbyProductCard({ product: p, origin }: { product: NearbyProduct; origin?: Origin }) {
  const store = p.nearest_store
  const near = origin ? `?lat=${origin.lat}&long=${origin.long}` : ''
  const currency = store.currency !== 'USD' ? ` ${store.currency}` : ''
  return (
    <article className={styles.card}>
      {p.image_urls[0] ? (
        <img className={styles.image} src={assetURL(p.image_urls[0])} alt="" loading="lazy" width={400} height={400} />
      ) : (
        <div className={styles.image} />
      )}
      <div className={styles.body}>
        <p className={styles.brand}>{p.brand}</p>
        <h2 className={styles.name}>
          <Link to={`/products/${p.product_id}/${p.url_slug}${near}`}>{p.name}</Link>
        </h2>
        <p className={styles.meta}>
          <LineageTag category={p.category} />
          <span>{kindLabel(p.kind)}</span>
          {p.percent_thc !== null && <span>THC {p.percent_thc}%</span>}
        </p>
        <p className={styles.price}>
          {p.lowest_price === null ? (
            'Price at the store'
          ) : (
            <>
              from {formatMoney(p.lowest_price)}
              {currency}{' '}
              {p.nearby_store_count > 1 && <small>at {p.nearby_store_count} stores nearby</small>}
            </>
          )}
        </p>
        <p className={styles.store}>
          Nearest at{' '}
          <Link to={`/stores/${store.id}/${store.url_slug}/products/${p.product_id}/${p.url_slug}`}>{store.name}</Link>
          {`, ${store.city} · ${formatDistance(p.distance_miles, unitForCountry(store.country_code))}`}
        </p>
      </div>
    </article>
  )
}

function Where({ position, geo, locate }: { position?: Position; geo: string; locate?: () => void }) {
  // A shared position is named by its nearest city, never by its coordinates.
  const { data: cities } = useCitiesNear(position?.source === 'link' ? position : undefined)
  const city = cities?.[0]?.label
  let text: string
  if (position?.source === 'device') text = 'Nearest first from your location.'
  else if (position) text = city ? `Nearest first from ${city}.` : 'Nearest first from the place in your link.'
  else if (geo === 'denied') text = 'Location is off for this site, so these come from stores across the country. Search a place on the home page to see what is near it.'
  else text = 'These come from stores across the country. Use your location to see the nearest first.'
  return (
    <div className={styles.where}>
      <p>{text}</p>
      {locate && position?.source !== 'device' && geo !== 'denied' && (
        <button type="button" className={styles.linkButton} onClick={locate} disabled={geo === 'locating'}>
          {geo === 'locating' ? 'Finding you…' : 'Use my location'}
        </button>
      )}
    </div>
  )
}

/**
 * Products near the shopper across stores (/products and /categories/{kind}):
 * nearest carrying store first, 60 a page, with links to each kind.
 */
export function ProductsView({ kind, title }: { kind?: string; title: string }) {
  const [params] = useSearchParams()
  const { position, settled, geo, locate } = useShopperPosition()
  const pageNumber = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
  const filters: Filters = {}
  for (const key of FILTER_PARAMS) {
    const v = params.get(key)
    if (v) filters[key] = v
  }
  const { data, isPending, error, refetch, isFetching } = useNearbyProducts(
    { ...filters, kind, lat: position?.lat, long: position?.long, page: pageNumber - 1 },
    settled,
  )
  const carried = carriedQuery(params)
  // hard=... lists the parameters the linking page fixed: clearing keeps them.
  const hard = (params.get('hard') ?? '').split(',').filter((p) => (FILTER_PARAMS as readonly string[]).includes(p))
  const described = describeFilters(filters)
  const pages = data ? Math.max(1, Math.ceil(data.nb_hits / PAGE_SIZE)) : 1
  const pageLink = (n: number) => {
    const q = carriedQuery(params)
    if (n > 1) q.set('page', String(n))
    return withQuery(kind ? `/categories/${kind}` : '/products', q)
  }

  return (
    <>
      <h1>{title}</h1>
      <Where position={position} geo={geo} locate={locate} />
      <nav aria-label="Product types">
        <ul className={styles.chips}>
          <li>
            <Link to={withQuery('/products', carried)} aria-current={kind ? undefined : 'page'}>
              All products
            </Link>
          </li>
          {KINDS.map((k) => (
            <li key={k.kind}>
              <Link to={withQuery(`/categories/${k.kind}`, carried)} aria-current={k.kind === kind ? 'page' : undefined}>
                {k.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {described.length > 0 && (
        <div className={styles.filters}>
          <p>
            <strong>Filtered:</strong> {described.join(' · ')}
          </p>
          <Link to={withQuery(kind ? `/categories/${kind}` : '/products', carriedQuery(params, ['lat', 'long', 'hard', ...hard]))}>Clear filters</Link>
        </div>
      )}
      <p className={styles.count} aria-live="polite">
        {data ? `${data.nb_hits.toLocaleString('en-US')} ${data.nb_hits === 1 ? 'product' : 'products'}${pages > 1 ? ` · page ${pageNumber} of ${pages}` : ''}` : '\u00a0'}
      </p>
      {error && <LoadError error={error} retry={refetch} retrying={isFetching} />}
      {(isPending || !settled) && !error && (
        <ul className={styles.grid} aria-label="Loading products" aria-busy="true">
          {Array.from({ length: 18 }, (_, i) => (
            <li key={i}>
              <Skeleton height={320} />
            </li>
          ))}
        </ul>
      )}
      {data && data.products.length === 0 && (
        <p>{data.nb_hits === 0 ? 'Nothing here yet: no store near you sells a product like this.' : 'There is no such page.'}</p>
      )}
      {data && data.products.length > 0 && (
        <ul className={styles.grid}>
          {data.products.map((p) => (
            <li key={p.id}>
              <NearbyProductCard product={p} origin={data.origin} />
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label="Pages" className={styles.pager}>
          <p>
            Page {pageNumber} of {pages}
          </p>
          <ul>
            {pageNumber > 1 && (
              <li>
                <ButtonLink to={pageLink(pageNumber - 1)} variant="secondary">
                  Previous page
                </ButtonLink>
              </li>
            )}
            {pageNumber < pages && (
              <li>
                <ButtonLink to={pageLink(pageNumber + 1)}>Next page</ButtonLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  )
}
