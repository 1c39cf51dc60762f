import { lazy, Suspense, useState } from 'react'
import { settings } from '../../lib/settings'
import type { MapPin, MapPoint } from './pins'
import styles from './StoreMap.module.css'

// The map's code is large (MapLibre alone is some 250 KB compressed), so it
// is loaded only when a screen shows a map, never with a first page: the
// tile map when the instance has a tile source, else the offline map drawn
// from the bundled boundaries, which is also what a failed tile map falls
// back to.
const TileMap = lazy(() => import('./TileMap'))
const OfflineMap = lazy(() => import('./OfflineMap'))

export interface StoreMapProps {
  /** The stores to pin, with where each link goes. */
  pins: MapPin[]
  /** The searched place or the shopper's position, drawn as its own mark. */
  center?: MapPoint & { label: string }
  /** The map's accessible name: "Map of 3 dispensaries near 94110". */
  label: string
}

/**
 * A map of stores beside their list. The list stays the primary view: the
 * map's pins are links to the same stores, reachable by keyboard, and the
 * map says in its name what it shows.
 */
export function StoreMap(props: StoreMapProps) {
  const tiles = settings().mapTiles
  const [tilesFailed, setTilesFailed] = useState(false)
  const useTiles = Boolean(tiles?.url) && !tilesFailed
  return (
    <figure className={styles.frame} aria-label={props.label} data-map={useTiles ? 'tiles' : 'offline'}>
      <Suspense fallback={<div className={styles.loading} aria-hidden="true" />}>
        {useTiles && tiles ? (
          <TileMap {...props} tiles={tiles} onFail={() => setTilesFailed(true)} />
        ) : (
          <OfflineMap {...props} />
        )}
      </Suspense>
    </figure>
  )
}
