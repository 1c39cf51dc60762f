import styles from './Notifications.module.css'
import { useNotifications } from './notifications'

export function Notifications() {
  const { notes, dismiss } = useNotifications()
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notes.map((n) => (
        <div key={n.id} className={[styles.note, n.kind === 'error' && styles.error].filter(Boolean).join(' ')}>
          <div className={styles.text}>{n.content}</div>
          <button type="button" className={styles.close} onClick={() => dismiss(n.id)} aria-label="Dismiss notification">
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
