// The checkout's address part: where a delivery goes, the store's zones in
// words, and "Use my location" where a zone is found by location.

import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import pages from '../../components/ui/pages.module.css'
import type { Validations } from '../../lib/api'
import type { CheckoutStore, DeliveryAddress } from './api'
import { usesCoordinates } from './delivery'
import { deliveryAreaSentence } from './terms'
import type { AddressField } from './form'
import styles from './Checkout.module.css'

export function AddressFields({
  store,
  address,
  errors,
  onChange,
  onDone,
  located,
  locating,
  locationNote,
  outside,
  onLocate,
  onForget,
}: {
  store: CheckoutStore
  address: DeliveryAddress
  errors: Validations
  onChange: (field: AddressField, value: string) => void
  /** A field left: the cart is priced for the address once it is whole. */
  onDone: () => void
  /** Whether the shopper's location goes with the address. */
  located: boolean
  locating: boolean
  locationNote?: string
  /** Why the address is outside the delivery area, when it is. */
  outside?: string
  onLocate: () => void
  onForget: () => void
}) {
  const field = (name: AddressField, label: string, props: Record<string, string | number> = {}) => (
    <Field
      label={label}
      name={`delivery_${name}`}
      value={address[name]}
      errors={[...(errors[`delivery_address.${name}`] ?? []), ...(name === 'zipcode' ? (errors.delivery_address ?? []) : [])]}
      required
      onChange={(e) => onChange(name, e.target.value)}
      onBlur={onDone}
      {...props}
    />
  )
  const zones = store.delivery_zones ?? []
  return (
    <fieldset className={styles.group}>
      <legend>Delivery address</legend>
      {field('street', 'Street address', { autoComplete: 'address-line1' })}
      <div className={styles.row}>
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state_code', 'State', { autoComplete: 'address-level1', maxLength: 2 })}
        {field('zipcode', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
      </div>
      {zones.some((z) => (z.zipcodes ?? []).length > 0) && <p className={pages.muted}>{deliveryAreaSentence(store)}</p>}
      {usesCoordinates(store) && (
        <div className={styles.locate}>
          <p className={pages.muted} id="locate-hint">
            {zones.every((z) => (z.zipcodes ?? []).length === 0) ? 'The delivery area' : 'Part of the delivery area'} is found by location. If you are at this
            address, your device can share where you are.
          </p>
          {located ? (
            <Button type="button" variant="secondary" onClick={onForget}>
              Don't use my location
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={onLocate} loading={locating} aria-describedby="locate-hint">
              {locating ? 'Finding your location…' : 'Use my location'}
            </Button>
          )}
        </div>
      )}
      <div role="status" className={styles.live}>
        {locationNote && <p>{locationNote}</p>}
        {outside && <p className={styles.caution}>{outside}</p>}
      </div>
    </fieldset>
  )
}
