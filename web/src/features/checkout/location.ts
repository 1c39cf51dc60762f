// The shopper's location at checkout: "Use my location" for delivery zones
// found by geofence or radius, asked only when the shopper presses it (the
// browser asks for their consent), and what the checkout says about an
// address outside the zones.

import { useState } from 'react'
import type { CheckoutStore, Coordinates, DeliveryAddress } from './api'
import { deliveryZone, usesCoordinates } from './delivery'

/** What the browser's geolocation error means for the shopper. */
export function locationError(e: GeolocationPositionError | undefined): string {
  if (e?.code === 1) {
    return "Your browser did not share your location. Enter your address and ZIP code; you can allow location in your browser's settings and try again."
  }
  if (e === undefined) return 'This browser cannot share your location. Enter your address and ZIP code.'
  return 'Your location could not be found. Please try again, or enter your address and ZIP code.'
}

/**
 * The shopper's coordinates once they chose to share them, and the note
 * saying what happens with them. changed(at) runs when they start or stop
 * going with the address.
 */
export function useShopperLocation(changed: (at: Coordinates | undefined) => void) {
  const [coords, setCoords] = useState<Coordinates>()
  const [locating, setLocating] = useState(false)
  const [note, setNote] = useState<string>()
  const locate = () => {
    setNote(undefined)
    if (!('geolocation' in navigator)) {
      setNote(locationError(undefined))
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const at = { lat: Math.round(pos.coords.latitude * 1e5) / 1e5, lng: Math.round(pos.coords.longitude * 1e5) / 1e5 }
        setLocating(false)
        setCoords(at)
        setNote('Your location will be sent with this address to find its delivery zone.')
        changed(at)
      },
      (e) => {
        setLocating(false)
        setNote(locationError(e))
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }
  const forget = () => {
    setCoords(undefined)
    setNote('Your location will not be sent.')
    changed(undefined)
  }
  return { coords, locating, note, locate, forget }
}

/**
 * Why the priced address is in none of the store's zones (by the zones the
 * store publishes; the checkout decides), or undefined when it is in one,
 * or nothing is known yet.
 */
export function outsideNote(store: CheckoutStore, priced: DeliveryAddress | undefined, located: boolean): string | undefined {
  if (!priced || !store.delivery_zones || deliveryZone(store, priced)) return undefined
  const zipZones = store.delivery_zones.some((z) => (z.zipcodes ?? []).length > 0)
  // No zip code can tell: only the location can.
  if (!zipZones && usesCoordinates(store) && !located) return `${store.name} finds its delivery area by location: if you are at this address, choose "Use my location".`
  return (
    `${[priced.city, priced.zipcode].filter(Boolean).join(' ')} is outside the delivery area of ${store.name}.` +
    (usesCoordinates(store) && !located ? ' Part of the area is found by location: if you are at this address, choose "Use my location".' : ' Please choose another address, or pickup.')
  )
}
