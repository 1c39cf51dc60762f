import { Button } from '../ui/Button'
import styles from './SaveBar.module.css'

interface SaveBarProps {
  /** The form has changes not saved yet. */
  dirty: boolean
  saving: boolean
  /** What Save says: "Save settings". */
  saveLabel: string
  onDiscard: () => void
}

/**
 * A form's sticky save bar, at the bottom of the screen while the form
 * scrolls under it; put it inside the form, as its Save submits it. Its
 * status is announced politely as changes come and go.
 */
export function SaveBar({ dirty, saving, saveLabel, onDiscard }: SaveBarProps) {
  return (
    <div className={styles.bar}>
      <p className={styles.status} role="status">
        {saving ? 'Saving…' : dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
      </p>
      <div className={styles.buttons}>
        <Button type="button" variant="secondary" onClick={onDiscard} disabled={!dirty || saving}>
          Discard changes
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty}>
          {saveLabel}
        </Button>
      </div>
    </div>
  )
}
