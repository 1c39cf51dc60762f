import { Link } from 'react-router'
import { Button } from '../../components/ui/Button'
import { formatMoney } from '../../lib/money'
import { arrivalText, ModeBadge, StatusBadge } from './Badges'
import { windowText } from './format'
import type { QueueRow } from './queueCache'
import { isFinal, nextStep, stepName } from './words'
import styles from './Queue.module.css'

interface ListProps {
  rows: QueueRow[]
  zone: string
  now: Date
  /** A reservation's address, the filters kept. */
  linkTo: (id: number) => string
  openId: number | undefined
  unseen: readonly number[]
  /** When the member may move reservations on: the row's next step, and which row's is on its way. */
  onStep?: (row: QueueRow, to: string) => void
  stepping?: number
  onOpen: (id: number) => void
}

/**
 * The queue: a list of links, one per reservation (its number, name, mode,
 * window, items, total and status; a curbside arrival stands out), each
 * with a button for its next step.
 */
export function QueueList({ rows, zone, now, linkTo, openId, unseen, onStep, stepping, onOpen }: ListProps) {
  return (
    <ul className={styles.rows}>
      {rows.map((r) => {
        const step = nextStep(r.next_statuses)
        const arrived = r.arrived_at !== null && !isFinal(r.status)
        const isNew = unseen.includes(r.id)
        return (
          <li key={r.id} className={styles.row} data-arrived={arrived || undefined} data-new={isNew || undefined} data-testid={`queue-row-${r.id}`}>
            <Link
              to={linkTo(r.id)}
              className={styles.rowLink}
              data-reservation-link={r.id}
              aria-current={openId === r.id ? 'true' : undefined}
              onClick={() => onOpen(r.id)}
            >
              <span className={styles.rowTitle}>
                <strong>#{r.id}</strong> <span>{r.shopper_name || 'Kiosk order'}</span>
                {isNew && <> <span className={`${styles.badge} ${styles.newBadge}`}>New</span></>}
              </span>{' '}
              <span className={styles.rowMeta}>
                <ModeBadge mode={r.reservation_mode} /> <span>{windowText(r, zone, now)}</span>{' '}
                <span>
                  {r.item_count} {r.item_count === 1 ? 'item' : 'items'}
                </span>{' '}
                <span>{formatMoney(r.order_total)}</span> <StatusBadge status={r.status} />
              </span>
              {arrived && (
                <>
                  {' '}
                  <span className={styles.arrived}>{arrivalText(r)}</span>
                </>
              )}
            </Link>
            {onStep && step && (
              <Button
                type="button"
                variant="secondary"
                className={styles.step}
                onClick={() => onStep(r, step)}
                // Busy, not disabled: the button keeps focus while the move is on its way.
                loading={stepping === r.id}
              >
                {stepName(step)} <span className="visually-hidden">#{r.id}</span>
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
