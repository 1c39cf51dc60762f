import { ButtonLink } from '../../components/ui/Button'
import styles from '../../components/ui/pages.module.css'
import { useTitle } from '../../components/ui/useTitle'

/** A console address that leads nowhere: back to the console's home. */
export function Missing() {
  useTitle('Not found')
  return (
    <section className={styles.center} aria-labelledby="missing-title">
      <h1 id="missing-title">This console page does not exist</h1>
      <p className={styles.muted}>The address may be mistyped, or the page may have moved.</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Back to the console</ButtonLink>
      </div>
    </section>
  )
}

export { Missing as Component }
