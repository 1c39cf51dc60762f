import { ButtonLink } from './Button'
import styles from './pages.module.css'
import { useTitle } from './useTitle'

export function NotFound({ what = 'page' }: { what?: string }) {
  useTitle('Not found')
  return (
    <section className={styles.center} aria-labelledby="nf-title">
      <h1 id="nf-title">We couldn't find that {what}</h1>
      <p className={styles.muted}>It may have moved, sold out for good, or never existed. Let's get you back to shopping.</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Browse dispensaries</ButtonLink>
        <ButtonLink to="/cart" variant="secondary">
          View your bag
        </ButtonLink>
      </div>
    </section>
  )
}
