import { Button } from '../../components/ui/Button'
import styles from './Discover.module.css'

/** A list that failed to load: the server's message and a way to try again. */
export function LoadError({ error, retry, retrying }: { error: Error; retry: () => unknown; retrying: boolean }) {
  return (
    <div role="alert" className={styles.filters}>
      <p>{error.message}</p>
      <Button type="button" variant="secondary" onClick={() => void retry()} loading={retrying}>
        Try again
      </Button>
    </div>
  )
}
