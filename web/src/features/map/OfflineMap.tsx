import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { geoMercator, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
// The boundaries ship with the app as hashed files of their own, fetched
// only when an offline map is drawn: the countries of the world at 1:110m
// (Natural Earth, via world-atlas) for Canada and the neighbours, and the
// US states at 1:10m (US Census Bureau, via us-atlas), which include
// Puerto Rico. Canada's provinces are not in either: Canadian stores are
// drawn on the country's outline.
import countriesUrl from 'world-atlas/countries-110m.json?url'
import statesUrl from 'us-atlas/states-10m.json?url'
import { boundsOf } from './pins'
import type { StoreMapProps } from './StoreMap'
import styles from './StoreMap.module.css'

const W = 800
const H = 600
const PAD = 48

// The United States and Puerto Rico are drawn from the finer states file.
const DRAWN_BY_STATES = new Set(['840', '630'])

interface Atlas {
  countries: Topology<{ countries: GeometryCollection }>
  states: Topology<{ states: GeometryCollection }>
}

let atlasPromise: Promise<Atlas> | undefined

function loadAtlas(): Promise<Atlas> {
  const get = (url: string) =>
    fetch(url).then((r) => {
      if (!r.ok) throw new Error(`map boundaries: ${r.status}`)
      return r.json()
    })
  atlasPromise ??= Promise.all([get(countriesUrl), get(statesUrl)]).then(([countries, states]) => ({ countries, states }) as Atlas)
  // A failed load may be tried again on the next map.
  atlasPromise.catch(() => (atlasPromise = undefined))
  return atlasPromise
}

/**
 * The map drawn without a tile server: the bundled boundaries as an SVG,
 * fitted to the stores, with each store a link over it.
 */
export default function OfflineMap({ pins, center }: StoreMapProps) {
  const [atlas, setAtlas] = useState<Atlas>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    loadAtlas().then(
      (a) => live && setAtlas(a),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])

  // Fitted again only when the points change, not on every render of the screen.
  const points = JSON.stringify((center ? [...pins, center] : pins).map((p) => [p.lat, p.long]))
  const projection = useMemo(() => {
    const [[w, s], [e, n]] = boundsOf((JSON.parse(points) as [number, number][]).map(([lat, long]) => ({ lat, long })))
    const corners = { type: 'MultiPoint' as const, coordinates: [[w, s], [e, n], [w, n], [e, s]] }
    return geoMercator()
      .fitExtent(
        [
          [PAD, PAD],
          [W - PAD, H - PAD],
        ],
        corners,
      )
      .clipExtent([
        [0, 0],
        [W, H],
      ])
  }, [points])

  const shapes = useMemo(() => {
    if (!atlas) return undefined
    const path = geoPath(projection)
    const countries = feature(atlas.countries, atlas.countries.objects.countries).features.filter((f) => !DRAWN_BY_STATES.has(String(f.id)))
    const states = feature(atlas.states, atlas.states.objects.states).features
    return {
      countries: countries.map((f) => path(f) ?? '').filter(Boolean),
      states: states.map((f) => path(f) ?? '').filter(Boolean),
      stateLines: path(mesh(atlas.states, atlas.states.objects.states, (a, b) => a !== b)) ?? '',
    }
  }, [atlas, projection])

  const at = (p: { lat: number; long: number }) => {
    const xy = projection([p.long, p.lat]) ?? [W / 2, H / 2]
    return { left: `${(xy[0] / W) * 100}%`, top: `${(xy[1] / H) * 100}%` }
  }

  return (
    <div className={styles.offline}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true" focusable="false">
        <rect width={W} height={H} className={styles.water} />
        {shapes && (
          <>
            {shapes.countries.map((d, i) => (
              <path key={`c${i}`} d={d} className={styles.land} />
            ))}
            {shapes.states.map((d, i) => (
              <path key={`s${i}`} d={d} className={styles.land} />
            ))}
            <path d={shapes.stateLines} className={styles.border} />
          </>
        )}
      </svg>
      {failed && <p className={styles.note}>The map’s boundaries could not be loaded; the stores are placed by their positions.</p>}
      {center && (
        <span className={styles.center} style={at(center)}>
          <span className={styles.centerDot} role="img" aria-label={`Searched: ${center.label}`} />
        </span>
      )}
      <ul className={styles.pins} aria-label="Stores on the map">
        {pins.map((p) => (
          <li key={p.id} className={styles.pinItem} style={at(p)}>
            <Link to={p.href} className={styles.pin} aria-label={`${p.name}, ${p.detail}`}>
              <span className={styles.tip} aria-hidden="true">
                {p.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.credit}>Boundaries: Natural Earth, US Census Bureau</p>
    </div>
  )
}
