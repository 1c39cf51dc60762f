import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'

export interface Position {
  lat: number
  long: number
  /** device: the browser's geolocation; link: the page's lat/long query. */
  source: 'device' | 'link'
}

type Point = { lat: number; long: number }

// Once the browser has told us where the shopper is, later pages reuse it.
let deviceCache: Point | undefined

/** Three decimals (about 100 m) are plenty for "nearest store", and keep cache keys stable. */
const round = (v: number) => Math.round(v * 1000) / 1000

/** A valid lat/long pair from a query string, or undefined. */
export function positionFromQuery(params: URLSearchParams): Point | undefined {
  const rawLat = params.get('lat')
  const rawLong = params.get('long')
  if (!rawLat || !rawLong) return undefined
  const lat = Number(rawLat)
  const long = Number(rawLong)
  if (!Number.isFinite(lat) || !Number.isFinite(long) || Math.abs(lat) > 90 || Math.abs(long) > 180) return undefined
  return { lat, long }
}

type Geo = 'checking' | 'prompt' | 'locating' | 'granted' | 'denied' | 'unsupported'

/**
 * Where the shopper is: the browser's geolocation when permission is already
 * granted (or once they ask for it), else the page's ?lat=&long=, else
 * undefined, and the server uses its store-weighted default. `settled` turns
 * true once the first answer is known, so lists are not fetched twice.
 */
export function useShopperPosition() {
  const [params] = useSearchParams()
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator
  const [device, setDevice] = useState<Point | undefined>(deviceCache)
  const [geo, setGeo] = useState<Geo>(deviceCache ? 'granted' : supported ? 'checking' : 'unsupported')
  const [settled, setSettled] = useState(deviceCache !== undefined || !supported)

  const locate = useCallback(() => {
    setGeo('locating')
    navigator.geolocation.getCurrentPosition(
      (p) => {
        deviceCache = { lat: round(p.coords.latitude), long: round(p.coords.longitude) }
        setDevice(deviceCache)
        setGeo('granted')
        setSettled(true)
      },
      (err) => {
        setGeo(err.code === err.PERMISSION_DENIED ? 'denied' : 'prompt')
        setSettled(true)
      },
      { timeout: 8000, maximumAge: 600_000 },
    )
  }, [])

  useEffect(() => {
    if (geo !== 'checking') return
    let live = true
    const check = navigator.permissions
      ? navigator.permissions.query({ name: 'geolocation' }).then((s) => s.state)
      : Promise.resolve<PermissionState>('prompt')
    check.then(
      (state) => {
        if (!live) return
        if (state === 'granted') {
          locate()
        } else {
          setGeo(state === 'denied' ? 'denied' : 'prompt')
          setSettled(true)
        }
      },
      () => {
        if (!live) return
        setGeo('prompt')
        setSettled(true)
      },
    )
    return () => {
      live = false
    }
  }, [geo, locate])

  const link = positionFromQuery(params)
  const position: Position | undefined = device ? { ...device, source: 'device' } : link ? { ...link, source: 'link' } : undefined
  return { position, settled, geo, locate: supported ? locate : undefined }
}
