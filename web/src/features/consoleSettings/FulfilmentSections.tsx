// Fulfilment, windows and delivery zones, a section of the store's settings form (./Settings.tsx).

import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import ui from '../../components/console/console.module.css'
import { SelectField } from '../../components/console/SelectField'
import { keyed, keyOf, MODES, nth, type Draft, type ModeName, type Zone } from './draft'
import { Check, groupError, ListField, NumberField } from './fields'
import styles from './Settings.module.css'
import type { SectionProps } from './sectionProps'

const PAYMENTS = ['cash', 'debit', 'credit']

export function FulfilmentSection({ draft, update, err }: SectionProps) {
  const f = draft.fulfillment
  const mode = (m: ModeName) => `fulfillment.${m}`
  return (
    <section aria-labelledby="settings-fulfilment" className={styles.section}>
      <h2 id="settings-fulfilment">Fulfilment and windows</h2>
      {MODES.map(({ mode: m, label }) => {
        const ms = f[m]
        const at = mode(m)
        const set = (change: (ms: Draft['fulfillment'][ModeName]) => void) => update((d) => change(d.fulfillment[m]))
        return (
          <fieldset key={m} className={styles.fieldset}>
            <legend>{label}</legend>
            <Check name={`${at}.enabled`} label={`Take ${label.toLowerCase()} reservations`} checked={ms.enabled} onChange={(on) => set((x) => void (x.enabled = on))} />
            <div className={styles.grid}>
              <NumberField label="Lead time (minutes)" name={`${at}.lead_time_minutes`} value={ms.lead_time_minutes} onValue={(n) => set((x) => void (x.lead_time_minutes = n))} errors={err(`${at}.lead_time_minutes`)} />
              <NumberField label="Shortest lead time (minutes)" name={`${at}.min_lead_time_minutes`} value={ms.min_lead_time_minutes} onValue={(n) => set((x) => void (x.min_lead_time_minutes = n))} errors={err(`${at}.min_lead_time_minutes`)} />
              <NumberField label="Furthest ahead (minutes, 0: a week)" name={`${at}.max_lead_time_minutes`} value={ms.max_lead_time_minutes} onValue={(n) => set((x) => void (x.max_lead_time_minutes = n))} errors={err(`${at}.max_lead_time_minutes`)} />
              <NumberField label="Window length (minutes, 0: 30)" name={`${at}.interval_minutes`} value={ms.interval_minutes} onValue={(n) => set((x) => void (x.interval_minutes = n))} errors={err(`${at}.interval_minutes`)} />
              <NumberField label="Last call (minutes before closing)" name={`${at}.last_call_minutes`} value={ms.last_call_minutes} onValue={(n) => set((x) => void (x.last_call_minutes = n))} errors={err(`${at}.last_call_minutes`)} />
              <NumberField label="Reservations per window (0: no cap)" name={`${at}.max_orders_per_window`} value={ms.max_orders_per_window} onValue={(n) => set((x) => void (x.max_orders_per_window = n))} errors={err(`${at}.max_orders_per_window`)} />
              <NumberField label="Windows shown a day (0: all)" name={`${at}.windows_displayed_by_day`} value={ms.windows_displayed_by_day} onValue={(n) => set((x) => void (x.windows_displayed_by_day = n))} errors={err(`${at}.windows_displayed_by_day`)} />
              <NumberField label="Smallest order (dollars)" name={`${at}.minimum`} decimal value={ms.minimum} onValue={(n) => set((x) => void (x.minimum = n))} errors={err(`${at}.minimum`)} />
            </div>
            {m !== 'kiosk' && (
              <fieldset className={styles.inline}>
                <legend>Payment at {label.toLowerCase()}</legend>
                {PAYMENTS.map((p) => (
                  <Check
                    key={p}
                    name={`${at}.payment_${p}`}
                    label={p.charAt(0).toUpperCase() + p.slice(1)}
                    checked={(ms.payment_options ?? []).includes(p)}
                    onChange={(on) => set((x) => void (x.payment_options = PAYMENTS.filter((q) => (q === p ? on : (x.payment_options ?? []).includes(q)))))}
                  />
                ))}
              </fieldset>
            )}
          </fieldset>
        )
      })}
      <div className={styles.grid}>
        <SelectField
          label="Curbside pickup"
          name="curbside_pickup_setting"
          value={f.curbside_pickup_setting ?? 'not_allowed'}
          onChange={(e) => update((d) => void (d.fulfillment.curbside_pickup_setting = e.target.value))}
          errors={err('fulfillment.curbside_pickup_setting')}
        >
          <option value="not_allowed">Not offered</option>
          <option value="allowed">Offered beside pickup</option>
          <option value="mandatory">The only way to pick up</option>
        </SelectField>
        <NumberField label="Free delivery from (dollars, 0: never)" name="free_delivery_minimum" decimal value={f.free_delivery_minimum} onValue={(n) => update((d) => void (d.fulfillment.free_delivery_minimum = n))} errors={err('fulfillment.free_delivery_minimum')} />
        <NumberField label="Delivery radius (miles)" name="delivery_radius_miles" decimal value={f.delivery_radius_miles} onValue={(n) => update((d) => void (d.fulfillment.delivery_radius_miles = n))} errors={err('fulfillment.delivery_radius_miles')} />
      </div>
    </section>
  )
}

export function ZonesSection({ draft, update, err, errUnder }: SectionProps) {
  return (
    <section aria-labelledby="settings-zones" className={styles.section}>
      <h2 id="settings-zones">Delivery zones</h2>
      <p className={ui.muted}>An address is in a zone by its ZIP code, or within the zone’s radius of the store. Each zone has its own fee, minimum and lead time.</p>
      {draft.delivery_zones.map((z, i) => {
        const at = `delivery_zones[${i}]`
        const n = i + 1
        const set = (change: (z: Zone) => void) => update((d) => change(nth(d.delivery_zones, i)))
        const own = groupError(at, err(at))
        return (
          <fieldset key={keyOf(z)} className={styles.item} aria-describedby={own.describedBy}>
            <legend>Delivery zone {n}</legend>
            {own.error}
            <div className={styles.grid}>
              <Field label="Name" name={`${at}.name`} value={z.name} onChange={(e) => set((x) => void (x.name = e.target.value))} errors={err(`${at}.name`)} />
              <ListField label="ZIP codes" name={`${at}.zipcodes`} hint="Separated by commas." value={z.zipcodes ?? []} onValue={(l) => set((x) => void (x.zipcodes = l))} errors={errUnder(`${at}.zipcodes`)} />
              <NumberField label="Radius (miles, 0: none)" name={`${at}.radius_miles`} decimal value={z.radius_miles} onValue={(v) => set((x) => void (x.radius_miles = v))} errors={err(`${at}.radius_miles`)} />
              <NumberField label="Fee (dollars)" name={`${at}.fee`} decimal value={z.fee} onValue={(v) => set((x) => void (x.fee = v))} errors={err(`${at}.fee`)} />
              <NumberField label="Smallest order (dollars)" name={`${at}.min_amount`} decimal value={z.min_amount} onValue={(v) => set((x) => void (x.min_amount = v))} errors={err(`${at}.min_amount`)} />
              <NumberField label="Extra lead time (minutes)" name={`${at}.lead_time_minutes`} value={z.lead_time_minutes} onValue={(v) => set((x) => void (x.lead_time_minutes = v))} errors={err(`${at}.lead_time_minutes`)} />
            </div>
            {(z.geofence?.length ?? 0) > 0 && <p className={styles.hint}>It also covers an area of {z.geofence!.length} points drawn in the catalogue, kept as it is.</p>}
            <div className={ui.actions}>
              <Button type="button" variant="secondary" onClick={() => update((d) => void d.delivery_zones.splice(i, 1))} aria-label={`Remove delivery zone ${n}`}>
                Remove
              </Button>
            </div>
          </fieldset>
        )
      })}
      <div className={ui.actions}>
        <Button type="button" variant="secondary" onClick={() => update((d) => void d.delivery_zones.push(keyed({ name: '', zipcodes: [], fee: 0, min_amount: 0 })))}>
          Add a delivery zone
        </Button>
      </div>
    </section>
  )
}
