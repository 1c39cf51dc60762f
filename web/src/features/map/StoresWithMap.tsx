import { useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Button } from '../../components/ui/Button'
import { StoreMap, type StoreMapProps } from './StoreMap'
import styles from './StoresWithMap.module.css'

const WIDE = '(min-width: 1024px)'

/** The class of a list of store cards beside a map: two columns where they fit. */
export const cardsClass = styles.cards

function subscribe(change: () => void) {
  const m = window.matchMedia(WIDE)
  m.addEventListener('change', change)
  return () => m.removeEventListener('change', change)
}

/** Whether the screen is wide enough for the map beside the list. */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  )
}

/**
 * A list of stores with their map: side by side on a wide screen (the
 * list first, the map kept in view beside it), and on a phone the list
 * alone with a button that shows the map above it. A phone loads the
 * map's code only when the shopper asks for the map.
 */
export function StoresWithMap({ map, children }: { map: StoreMapProps; children: ReactNode }) {
  const wide = useWide()
  const [shown, setShown] = useState(false)
  const mapId = useId()
  if (wide) {
    return (
      <div className={styles.split}>
        <div className={styles.list}>{children}</div>
        <div className={styles.map}>
          <StoreMap {...map} />
        </div>
      </div>
    )
  }
  return (
    <div>
      <Button type="button" variant="secondary" className={styles.toggle} aria-expanded={shown} aria-controls={mapId} onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide map' : 'Show map'}
      </Button>
      <div id={mapId} className={styles.phoneMap} hidden={!shown}>
        {shown && <StoreMap {...map} />}
      </div>
      <div className={styles.list}>{children}</div>
    </div>
  )
}
