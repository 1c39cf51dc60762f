import { useState, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { isNotFound } from '../../lib/api'
import { hasFeature } from '../../lib/settings'
import { storeLabels } from '../../lib/slug'
import { useAskBudtender, useBudtenderQueries } from '../../features/budtender/api'
import { ProductCard } from '../ProductCard'
import { useStore } from '../../features/stores/api'
import { StoreHeader } from '../../features/stores/StoreHeader'
import { StoreTabs } from '../../features/stores/StoreTabs'
import { NotFound } from '../../components/ui/NotFound'
import styles from './StoreBudtender.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** The virtual budtender: a request in plain words, picks with their reasons. */
export function StoreBudtender() {
  const storeId = Number(useParams().id)
  const store = useStore(storeId)
  const ask = useAskBudtender(storeId)
  const suggestions = useBudtenderQueries(storeId)
  const [text, setText] = useState('')
  useTitle(store.data ? `Ask the budtender at ${store.data.name}` : undefined)

  if (!hasFeature('virtual_budtender')) return <NotFound what="page" />
  if (!Number.isInteger(storeId) || isNotFound(store.error)) return <NotFound what="store" />
  if (store.error) throw store.error

  const submit = (query: string) => {
    const q = query.trim()
    if (q !== '') ask.mutate(q)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit(text)
  }
  const labels = storeLabels(store.data)
  return (
    <>
      {store.data ? (
        <>
          <StoreHeader store={store.data} />
          <StoreTabs store={store.data} />
        </>
      ) : (
        <Skeleton height={140} style={{ marginBottom: 24 }} />
      )}
      <section aria-labelledby="budtender-title" className={styles.panel}>
        <h2 id="budtender-title">Ask the budtender</h2>
        <p className={styles.lead}>
          Say what you are after in your own words: a feeling, a flavour, a kind of product, a budget. Picks come from this store's menu.
        </p>
        <form onSubmit={onSubmit} className={styles.form}>
          <label htmlFor="budtender-query">What are you looking for?</label>
          <div className={styles.row}>
            <input
              id="budtender-query"
              type="text"
              value={text}
              maxLength={300}
              onChange={(e) => setText(e.target.value)}
              placeholder="Something fruity to help me sleep, under $30"
              autoComplete="off"
            />
            <Button type="submit" loading={ask.isPending} disabled={text.trim() === '' || ask.isPending}>
              Ask
            </Button>
          </div>
        </form>
        {suggestions.data && suggestions.data.length > 0 && (
          <div className={styles.suggestions}>
            <h3 id="budtender-ideas">Ideas</h3>
            <ul aria-labelledby="budtender-ideas">
              {suggestions.data.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => {
                      setText(q)
                      submit(q)
                    }}
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-live="polite" aria-busy={ask.isPending} aria-label="The budtender's picks">
        {ask.error && <p role="alert">{ask.error.message}</p>}
        {ask.isPending && <p>Looking through the menu…</p>}
        {ask.data && store.data && (
          <>
            <h2>
              {ask.data.totalResults === 0
                ? `Nothing on this menu matches “${ask.data.query}”`
                : `${ask.data.products.length} of ${ask.data.totalResults} matches for “${ask.data.query}”`}
            </h2>
            <ol className={styles.picks}>
              {ask.data.products.map((pick) => (
                <li key={pick.object_id} className={styles.pick}>
                  <ProductCard
                    product={pick.search_attributes}
                    store={store.data!}
                    labels={labels}
                    weight={pick.price_id}
                    slot={{ placement: 'virtual_budtender_search', adToken: pick.ad_token }}
                  />
                  <p className={styles.reason}>
                    <strong>{Math.round(pick.score * 100)}% match.</strong> {pick.reasoning}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  )
}
