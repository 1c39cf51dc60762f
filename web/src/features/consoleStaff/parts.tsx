import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { whenWords } from './words'
import styles from './consoleStaff.module.css'

/** A list being read: placeholders, and words for screen readers. */
export function ListLoading({ what }: { what: string }) {
  return (
    <div className={styles.placeholder}>
      <p className="visually-hidden" role="status">
        Loading {what}…
      </p>
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  )
}

/** A list that could not be read, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <FormAlert>This list could not be read: {message}</FormAlert>
      <div className={ui.actions}>
        <Button type="button" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  )
}

/** An instant, readably, with its machine form for assistive technology. */
export function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{whenWords(iso)}</time>
}

/** "a" or "an" before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/**
 * A list's heading that takes the focus after a row is taken away (a
 * removal, a revocation): the button that opened the confirmation goes
 * with its row, and the focus would be lost. Call the answer's second part
 * when that happens.
 */
export function useListFocus() {
  const heading = useRef<HTMLHeadingElement>(null)
  const [times, setTimes] = useState(0)
  // Runs after the confirmation's dialog has given the focus back to its opener.
  useEffect(() => {
    if (times > 0) heading.current?.focus()
  }, [times])
  return [heading, () => setTimes((n) => n + 1)] as const
}
