import { modeName, statusName } from './words'
import styles from './Queue.module.css'

/** A reservation's status on a badge, coloured by how far along it is. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles.status}`} data-status={status}>
      {statusName(status)}
    </span>
  )
}

/** How the shopper gets the order: pickup, delivery, curbside or kiosk. */
export function ModeBadge({ mode }: { mode: string }) {
  return <span className={styles.badge}>{modeName(mode)}</span>
}

/** Where a curbside shopper waits, once they said they are here: "Arrived at spot 4". */
export function arrivalText(r: { curbside_spot: string }): string {
  return r.curbside_spot ? `Arrived at spot ${r.curbside_spot}` : 'Arrived'
}
