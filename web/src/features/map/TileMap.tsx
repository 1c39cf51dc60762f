import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
// MapLibre's CSP build: it runs its worker from a file of our own origin
// rather than a blob, so the page's "script-src 'self'" holds.
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js'
import type { Map as MapLibreMap, Marker } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import type { MapTiles } from '../../lib/settings'
import { boundsOf } from './pins'
import type { StoreMapProps } from './StoreMap'
import styles from './StoreMap.module.css'

maplibregl.setWorkerUrl(workerUrl)

/** How long the map waits for its first tile before it gives way to the offline map. */
const TILE_WAIT_MS = 6000

/**
 * The map over the instance's raster tiles (MapLibre GL). It calls onFail
 * when it cannot draw: no WebGL, or the tile source failing before any tile
 * came, and the offline map takes its place.
 */
export default function TileMap({ pins, center, tiles, onFail }: StoreMapProps & { tiles: MapTiles; onFail: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const failRef = useRef(onFail)
  useEffect(() => {
    failRef.current = onFail
  })
  // The map is made again only when what it shows changes, not on every render of its screen.
  const shown = JSON.stringify({ pins, center })

  useEffect(() => {
    const container = box.current
    if (!container) return
    const { pins, center } = JSON.parse(shown) as Pick<StoreMapProps, 'pins' | 'center'>
    let map: MapLibreMap
    try {
      map = new maplibregl.Map({
        container,
        style: {
          version: 8,
          sources: { tiles: { type: 'raster', tiles: [tiles.url], tileSize: 256, attribution: tiles.attribution || undefined, maxzoom: 19 } },
          layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
        },
        bounds: boundsOf(center ? [...pins, center] : pins),
        fitBoundsOptions: { padding: 48, maxZoom: 13 },
        attributionControl: { compact: true },
        cooperativeGestures: true,
      })
    } catch {
      failRef.current()
      return
    }
    let tileLoaded = false
    map.on('data', (e) => {
      if (e.dataType === 'source' && 'tile' in e && (e.tile as { state?: string } | undefined)?.state === 'loaded') tileLoaded = true
    })
    map.on('error', () => {
      if (!tileLoaded) failRef.current()
    })
    // A source that answers every tile 404 raises no error (MapLibre takes
    // it for a sparse set), and a slow one none either: with no tile drawn
    // after a while, the tiles are not there.
    const noTiles = setTimeout(() => {
      if (!tileLoaded) failRef.current()
    }, TILE_WAIT_MS)
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right')

    const markers: Marker[] = []
    if (center) {
      const el = document.createElement('span')
      el.className = styles.centerDot!
      el.setAttribute('aria-label', `Searched: ${center.label}`)
      markers.push(new maplibregl.Marker({ element: el }).setLngLat([center.long, center.lat]).addTo(map))
      // A mark, not a control: MapLibre would make it a button.
      el.setAttribute('role', 'img')
      el.removeAttribute('tabindex')
    }
    for (const p of pins) {
      const a = document.createElement('a')
      a.href = p.href
      a.className = styles.pin!
      a.setAttribute('aria-label', `${p.name}, ${p.detail}`)
      const tip = document.createElement('span')
      tip.className = styles.tip!
      tip.setAttribute('aria-hidden', 'true')
      tip.textContent = p.name
      a.append(tip)
      // A marker link moves within the app, as the list's links do.
      a.addEventListener('click', (e) => {
        e.preventDefault()
        void navigate(p.href)
      })
      const marker = new maplibregl.Marker({ element: a, anchor: 'center' }).setLngLat([p.long, p.lat]).addTo(map)
      // MapLibre makes a marker a button; this one is the store's link.
      a.removeAttribute('role')
      markers.push(marker)
    }
    return () => {
      clearTimeout(noTiles)
      for (const m of markers) m.remove()
      map.remove()
    }
  }, [shown, tiles.url, tiles.attribution, navigate])

  return <div ref={box} className={styles.tiles} />
}
