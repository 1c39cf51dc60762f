import { LoadError } from '../../features/discover/LoadError'
import { Link, useSearchParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { useCollections, type Collection } from '../../features/discover/api'
import { useShopperPosition } from '../../features/discover/position'
import { carriedQuery, withQuery } from '../../features/discover/ProductsView'
import discover from '../../features/discover/Discover.module.css'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

const GROUPS: { group: Collection['group']; title: string; blurb: string }[] = [
  { group: 'kind', title: 'By product type', blurb: 'Everything on the menus near you, one kind at a time.' },
  { group: 'effect', title: 'By how it feels', blurb: 'Grouped by the effects shoppers report.' },
  { group: 'value', title: 'By price and potency', blurb: 'Bargains, strong picks and gentle ones.' },
]

/** Where a collection's card leads: a kind's category page, or the product list with its filters. */
export function collectionPath(c: Collection, params: URLSearchParams): string {
  const q = carriedQuery(params, ['lat', 'long'])
  const keys = Object.keys(c.filter)
  if (keys.length === 1 && c.filter.kind) return withQuery(`/categories/${c.filter.kind}`, q)
  for (const [k, v] of Object.entries(c.filter)) q.set(k, v)
  return withQuery('/products', q)
}

/** /collections: curated lists built from the catalogue, each with its count near the shopper. */
export function Collections() {
  useTitle('Collections')
  const [params] = useSearchParams()
  const { position, settled } = useShopperPosition()
  const { data, isPending, error, refetch, isFetching } = useCollections(position, settled)
  return (
    <>
      <h1>Collections</h1>
      <p className={discover.intro}>Hand-picked ways into the menus of the dispensaries near you, counted from what their shelves hold today.</p>
      {error && <LoadError error={error} retry={refetch} retrying={isFetching} />}
      {(isPending || !settled) && !error && (
        <div aria-busy="true" aria-label="Loading collections" className={discover.collections}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} height={110} />
          ))}
        </div>
      )}
      {data &&
        GROUPS.map(({ group, title, blurb }) => {
          const list = data.collections.filter((c) => c.group === group)
          if (list.length === 0) return null
          return (
            <section key={group} className={styles.section} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{title}</h2>
              <p className={discover.intro}>{blurb}</p>
              <ul className={discover.collections}>
                {list.map((c) => (
                  <li key={c.slug}>
                    <article className={[discover.collection, discover[group]].filter(Boolean).join(' ')}>
                      <h3>
                        <Link to={collectionPath(c, params)}>{c.title}</Link>
                      </h3>
                      <p>{c.description}</p>
                      <p className={discover.tally}>
                        {c.count.toLocaleString('en-US')} {c.count === 1 ? 'product' : 'products'}
                      </p>
                    </article>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
    </>
  )
}
