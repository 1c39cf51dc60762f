import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useNotifications } from '../../components/ui/notifications'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { FormAlert } from '../../components/console/FormAlert'
import { MSG_FAILED } from '../../components/console/refusal'
import { SaveBar } from '../../components/console/SaveBar'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { SelectField } from '../../components/console/SelectField'
import { TextArea } from '../../components/console/TextArea'
import { useErrorFocus } from '../../components/console/useErrorFocus'
import { ApiError, type Validations } from '../../lib/api'
import type { StaffStore } from '../../lib/staffSession'
import { settingsQuery, useSaveSettings, type StoreSettings } from './api'
import {
  bodyOf,
  draftOf,
  errorsUnder,
  keyed,
  keyOf,
  MODES,
  nth,
  numberProblems,
  OPTIONAL_MESSAGES,
  OWN_HOURS,
  pathWords,
  sameDraft,
  type Draft,
  type LimitRule,
  type ModeName,
  type OwnHours,
  type StoreTax,
  type Zone,
} from './draft'
import { Check, groupError, ListField, NumberField, Week } from './fields'
import styles from './Settings.module.css'

/** What a manager reads above the settings: they may look, an owner changes them. */
export const READ_ONLY = 'You can see these settings; only an owner can change them.'

/**
 * The store's settings (ADR 0022, plan step 10), for a role with
 * settings.read: hours and special days, fulfilment and windows, delivery
 * zones, taxes, limits and the age gate, the banner, and what shoppers are
 * told. A role with settings.edit changes them and saves them all at once
 * from a sticky bar; a save refused because someone changed them since
 * (409) says so, with a Reload.
 */
export function Settings({ store }: { store: StaffStore }) {
  useTitle(`Settings at ${store.store_name}`)
  const storeId = store.store_id
  const canEdit = store.permissions.includes('settings.edit')
  const settings = useQuery(settingsQuery(storeId))
  const [conflict, setConflict] = useState<string>()
  const [conflicts, setConflicts] = useState(0)
  const [reloads, setReloads] = useState(0)
  const top = useRef<HTMLDivElement>(null)
  useErrorFocus(top, conflicts)

  // The form starts again from each new reading of the settings: a save
  // (the settings as saved, at their next version) or a reload. Nothing
  // else reads them again (api.ts), so no edit is lost under the editor's
  // hands. The form's controls go with it, so focus goes to the heading.
  const reading = settings.data ? `${settings.data.version}/${reloads}` : undefined
  const shown = useRef(reading)
  useEffect(() => {
    if (reading === undefined) return
    if (shown.current !== undefined && shown.current !== reading) top.current?.querySelector<HTMLElement>('h1')?.focus()
    shown.current = reading
  }, [reading])

  const reload = async () => {
    const again = await settings.refetch()
    if (again.isSuccess) {
      setConflict(undefined)
      setReloads((n) => n + 1)
    }
  }

  return (
    <div className={`${ui.screen} ${styles.page}`} ref={top}>
      <div>
        <ScreenHeading>Settings</ScreenHeading>
        <p className={ui.muted}>
          {canEdit ? `How ${store.store_name} takes reservations and what shoppers see. Changes reach shoppers within a second of saving.` : READ_ONLY}
        </p>
      </div>
      {conflict && (
        <div className={styles.conflict}>
          <FormAlert>{conflict}</FormAlert>
          <div className={ui.actions}>
            <Button type="button" onClick={() => void reload()} loading={settings.isFetching}>
              Reload settings
            </Button>
          </div>
        </div>
      )}
      {settings.isPending ? (
        <div aria-hidden="true" className={styles.placeholder}>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : settings.isError ? (
        <div className={styles.placeholder}>
          <FormAlert>The settings could not be loaded: {settings.error.message}</FormAlert>
          <div className={ui.actions}>
            <Button type="button" variant="secondary" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <SettingsForm
          key={reading}
          storeId={storeId}
          settings={settings.data}
          canEdit={canEdit}
          onConflict={(message) => {
            setConflict(message)
            setConflicts((n) => n + 1)
          }}
        />
      )}
    </div>
  )
}

interface FormProps {
  storeId: number
  settings: StoreSettings
  canEdit: boolean
  onConflict: (message: string) => void
}

function SettingsForm({ storeId, settings, canEdit, onConflict }: FormProps) {
  const save = useSaveSettings(storeId)
  const notify = useNotifications((s) => s.notify)
  const base = useMemo(() => draftOf(settings), [settings])
  const [draft, setDraft] = useState<Draft>(base)
  const [resets, setResets] = useState(0)
  const [errors, setErrors] = useState<Validations>({})
  const [message, setMessage] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const ref = useRef<HTMLFormElement>(null)
  useErrorFocus(ref, attempt)
  const dirty = !sameDraft(draft, base)
  const err = (path: string) => errors[path]
  const errUnder = (path: string) => errorsUnder(errors, path)
  const update = (change: (d: Draft) => void) =>
    setDraft((d) => {
      const next = structuredClone(d)
      change(next)
      return next
    })
  const fail = (found: Validations, why?: string) => {
    setErrors(found)
    setMessage(why)
    setAttempt((n) => n + 1)
  }
  const discard = () => {
    setDraft(base)
    setErrors({})
    setMessage(undefined)
    setResets((n) => n + 1)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!canEdit || save.isPending) return
    const found = numberProblems(draft)
    if (Object.keys(found).length > 0) return fail(found, 'Some numbers are not numbers: see the fields.')
    setErrors({})
    setMessage(undefined)
    save.mutate(bodyOf(settings.version, draft), {
      onSuccess: () => notify('Saved the settings.'),
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) return onConflict(e.message)
        if (e instanceof ApiError) return fail(e.validations, e.message)
        fail({}, MSG_FAILED)
      },
    })
  }

  const problems = Object.entries(errors)
  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label="Store settings">
      {(message || problems.length > 0) && (
        <div className={styles.summary}>
          <FormAlert>{message ?? 'These settings cannot be saved as they are: see the fields.'}</FormAlert>
          {problems.length > 0 && (
            <ul>
              {problems.map(([path, messages]) => (
                <li key={path}>
                  {pathWords(path, draft)}: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* Disabled for a role that may only look: every control, the lists' buttons too. */}
      <fieldset className={styles.bare} disabled={!canEdit} key={resets}>
        <legend className="visually-hidden">Store settings</legend>
        <HoursSection draft={draft} update={update} err={err} errUnder={errUnder} timeZone={settings.time_zone_identifier} />
        <FulfilmentSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <ZonesSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <LimitsSection draft={draft} update={update} err={err} errUnder={errUnder} />
        <section aria-labelledby="settings-banner" className={styles.section}>
          <h2 id="settings-banner">Banner and message</h2>
          <Check
            name="banner_enabled"
            label="Show the banner above the menu"
            checked={draft.communication_banner.enabled}
            onChange={(on) => update((d) => void (d.communication_banner.enabled = on))}
          />
          <TextArea
            label="The store’s message"
            name="banner_message"
            hint="Shown above the menu while the banner is on. Simple HTML is allowed and cleaned before shoppers see it; at most 2,000 characters."
            rows={3}
            maxLength={2000}
            value={draft.communication_banner.message ?? ''}
            onChange={(e) => update((d) => void (d.communication_banner.message = e.target.value))}
            errors={err('communication_banner.message')}
          />
        </section>
        <NotificationsSection draft={draft} update={update} err={err} errUnder={errUnder} />
      </fieldset>
      {canEdit && <SaveBar dirty={dirty} saving={save.isPending} saveLabel="Save settings" onDiscard={discard} />}
    </form>
  )
}

interface SectionProps {
  draft: Draft
  update: (change: (d: Draft) => void) => void
  /** The errors at a path exactly. */
  err: (path: string) => string[] | undefined
  /** The errors at a path and under it: a list's and its items'. */
  errUnder: (path: string) => string[] | undefined
}

function HoursSection({ draft, update, err, timeZone }: SectionProps & { timeZone: string }) {
  const own = MODES.filter((m): m is { mode: OwnHours; label: string } => (OWN_HOURS as string[]).includes(m.mode))
  return (
    <section aria-labelledby="settings-hours" className={styles.section}>
      <h2 id="settings-hours">Hours and special days</h2>
      <p className={ui.muted}>Times are in the store’s time zone, {timeZone}. A closing time before the opening time closes the next day.</p>
      <Week legend="Store hours" path="hours.working" hours={draft.hours.working} onChange={(h) => update((d) => void (d.hours.working = h))} errors={err} />
      {own.map(({ mode, label }) => {
        const hours = draft.hours[mode] ?? []
        const name = label.toLowerCase()
        // The catalogue reads a mode's empty week as "follows the store's hours": say so, rather than untick the box.
        const empty = draft.own_hours[mode] && hours.length === 0
        return (
          <div key={mode} className={styles.group}>
            <Check
              name={`own_hours_${mode}`}
              label={`${label} has hours of its own`}
              checked={draft.own_hours[mode]}
              onChange={(on) =>
                update((d) => {
                  d.own_hours[mode] = on
                  d.hours[mode] = on ? structuredClone(d.hours.working) : []
                })
              }
            />
            {draft.own_hours[mode] && (
              <Week
                legend={`${label} hours`}
                path={`hours.${mode}`}
                hours={hours}
                onChange={(h) => update((d) => void (d.hours[mode] = h))}
                errors={err}
                note={empty ? `With no day open, ${name} follows the store’s hours. To stop taking ${name} reservations, untick “Take ${name} reservations” under Fulfilment.` : undefined}
              />
            )}
          </div>
        )
      })}
      <fieldset className={styles.fieldset}>
        <legend>Special days</legend>
        <p className={styles.hint}>A date the store is closed, or open other hours, such as a holiday. Every mode follows it that day.</p>
        {draft.special_days.map((day, i) => {
          const at = `special_days[${i}]`
          const n = i + 1
          return (
            <fieldset key={keyOf(day)} className={styles.item}>
              <legend>Special day {n}</legend>
              <div className={styles.pair}>
                <Field
                  label="Date"
                  name={`${at}.date`}
                  type="date"
                  value={day.date}
                  onChange={(e) => update((d) => void (nth(d.special_days, i).date = e.target.value))}
                  errors={err(`${at}.date`)}
                />
                <Field
                  label="Note for shoppers"
                  name={`${at}.note`}
                  maxLength={200}
                  value={day.note ?? ''}
                  onChange={(e) => update((d) => void (nth(d.special_days, i).note = e.target.value))}
                  errors={err(`${at}.note`)}
                />
              </div>
              <Check
                name={`${at}.closed`}
                label="Closed all day"
                checked={day.closed ?? false}
                onChange={(on) =>
                  update((d) => {
                    nth(d.special_days, i).closed = on
                    nth(d.special_days, i).period = on ? undefined : { from: '10:00', to: '16:00' }
                  })
                }
                errors={err(`${at}.period`)}
              />
              {day.period && (
                <div className={styles.times}>
                  <Field
                    label="Opens"
                    name={`${at}.from`}
                    type="time"
                    value={day.period.from}
                    onChange={(e) => update((d) => void (nth(d.special_days, i).period!.from = e.target.value))}
                    errors={err(`${at}.period.from`)}
                  />
                  <Field
                    label="Closes"
                    name={`${at}.to`}
                    type="time"
                    value={day.period.to}
                    onChange={(e) => update((d) => void (nth(d.special_days, i).period!.to = e.target.value))}
                    errors={err(`${at}.period.to`)}
                  />
                </div>
              )}
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => update((d) => void d.special_days.splice(i, 1))} aria-label={`Remove special day ${n}`}>
                  Remove
                </Button>
              </div>
            </fieldset>
          )
        })}
        <div className={ui.actions}>
          <Button type="button" variant="secondary" onClick={() => update((d) => void d.special_days.push(keyed({ date: '', closed: true })))}>
            Add a special day
          </Button>
        </div>
      </fieldset>
    </section>
  )
}

const PAYMENTS = ['cash', 'debit', 'credit']

function FulfilmentSection({ draft, update, err }: SectionProps) {
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

function ZonesSection({ draft, update, err, errUnder }: SectionProps) {
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

const UNITS = ['g', 'mg', 'oz', 'units']

function LimitsSection({ draft, update, err, errUnder }: SectionProps) {
  const t = draft.taxes
  const c = draft.compliance
  const policy = draft.cart_limit_policy
  return (
    <section aria-labelledby="settings-limits" className={styles.section}>
      <h2 id="settings-limits">Limits, taxes and age gate</h2>
      <fieldset className={styles.fieldset}>
        <legend>Taxes and fees</legend>
        <div className={styles.grid}>
          <NumberField label="Sales tax (%)" name="sales_tax_rate" decimal value={t.sales_tax_rate} onValue={(n) => update((d) => void (d.taxes.sales_tax_rate = n))} errors={err('taxes.sales_tax_rate')} />
          <NumberField label="Service fee (dollars)" name="service_fee_amount" decimal value={t.service_fee_amount} onValue={(n) => update((d) => void (d.taxes.service_fee_amount = n))} errors={err('taxes.service_fee_amount')} />
          <NumberField label="Delivery fee (dollars)" name="delivery_fee_amount" decimal value={t.delivery_fee_amount} onValue={(n) => update((d) => void (d.taxes.delivery_fee_amount = n))} errors={err('taxes.delivery_fee_amount')} />
        </div>
        <Check name="tax_included" label="Menu prices already include every tax" checked={t.tax_included ?? false} onChange={(on) => update((d) => void (d.taxes.tax_included = on))} />
        <Check name="cash_rounding" label="Round order totals to 5¢" checked={t.cash_rounding ?? false} onChange={(on) => update((d) => void (d.taxes.cash_rounding = on))} />
        {(t.store_taxes ?? []).map((tax, i) => {
          const at = `taxes.store_taxes[${i}]`
          const n = i + 1
          const set = (change: (x: StoreTax) => void) => update((d) => change(nth(d.taxes.store_taxes, i)))
          return (
            <fieldset key={keyOf(tax)} className={styles.item}>
              <legend>Store tax {n}</legend>
              <div className={styles.grid}>
                <Field label="Title" name={`${at}.title`} value={tax.title} onChange={(e) => set((x) => void (x.title = e.target.value))} errors={err(`${at}.title`)} />
                <NumberField label="Rate (%)" name={`${at}.rate`} decimal value={tax.rate} onValue={(v) => set((x) => void (x.rate = v))} errors={err(`${at}.rate`)} />
              </div>
              <Check name={`${at}.is_taxable`} label="Sales tax applies on top of it" checked={tax.is_taxable} onChange={(on) => set((x) => void (x.is_taxable = on))} />
              <Check name={`${at}.apply_to_discounted_price`} label="Worked out after discounts" checked={tax.apply_to_discounted_price} onChange={(on) => set((x) => void (x.apply_to_discounted_price = on))} />
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => update((d) => void d.taxes.store_taxes!.splice(i, 1))} aria-label={`Remove store tax ${n}`}>
                  Remove
                </Button>
              </div>
            </fieldset>
          )
        })}
        <div className={ui.actions}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => update((d) => void (d.taxes.store_taxes = [...(d.taxes.store_taxes ?? []), keyed({ title: '', rate: 0, is_taxable: false, apply_to_discounted_price: false })]))}
          >
            Add a store tax
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Purchase limits</legend>
        {!policy || policy.cart_limit_rules.length === 0 ? <p className={styles.hint}>No purchase limits: a bag may hold any amount.</p> : null}
        {policy?.cart_limit_rules.map((r, i) => {
          const at = `cart_limit_policy.cart_limit_rules[${i}]`
          const n = i + 1
          const set = (change: (x: LimitRule) => void) => update((d) => change(nth(d.cart_limit_policy?.cart_limit_rules, i)))
          const equivalents = Object.entries(r.equivalents ?? {})
          const own = groupError(`${at}.equivalents`, err(`${at}.equivalents`))
          return (
            <fieldset key={keyOf(r)} className={styles.item} aria-describedby={own.describedBy}>
              <legend>Purchase limit {n}</legend>
              <div className={styles.grid}>
                <Field label="Group" name={`${at}.product_group_name`} value={r.product_group_name} onChange={(e) => set((x) => void (x.product_group_name = e.target.value))} errors={err(`${at}.product_group_name`)} />
                <NumberField label="Limit" name={`${at}.limit_value`} decimal value={r.limit_value} onValue={(v) => set((x) => void (x.limit_value = v))} errors={err(`${at}.limit_value`)} />
                <SelectField label="Unit" name={`${at}.limit_unit`} value={r.limit_unit} onChange={(e) => set((x) => void (x.limit_unit = e.target.value))} errors={err(`${at}.limit_unit`)}>
                  {UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </SelectField>
                <SelectField label="Counts" name={`${at}.rule_type`} value={r.rule_type} onChange={(e) => set((x) => void (x.rule_type = e.target.value))} errors={err(`${at}.rule_type`)}>
                  <option value="product">The products’ own amount</option>
                  <option value="equivalency">Grams of dried flower they equal</option>
                </SelectField>
                <ListField
                  label="Product types"
                  name={`${at}.product_types`}
                  hint="Kinds such as flower, or kind:Subtype, separated by commas."
                  value={r.product_types}
                  onValue={(l) => set((x) => void (x.product_types = l))}
                  errors={errUnder(`${at}.product_types`)}
                />
              </div>
              {equivalents.length > 0 && (
                <p className={styles.hint}>
                  Equivalents, from the catalogue: {equivalents.map(([k, v]) => `${k} ${v}`).join(', ')}.
                </p>
              )}
              {own.error}
              <div className={ui.actions}>
                <Button type="button" variant="secondary" onClick={() => update((d) => void d.cart_limit_policy!.cart_limit_rules.splice(i, 1))} aria-label={`Remove purchase limit ${n}`}>
                  Remove
                </Button>
              </div>
            </fieldset>
          )
        })}
        <div className={ui.actions}>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              update((d) => {
                d.cart_limit_policy ??= { id: 0, name: 'Purchase limits', cart_limit_rules: [] }
                d.cart_limit_policy.cart_limit_rules.push(keyed({ product_group_name: '', limit_value: 0, limit_unit: 'g', rule_type: 'product', product_types: [] }))
              })
            }
          >
            Add a purchase limit
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Age and ID</legend>
        <div className={styles.grid}>
          <NumberField label="Youngest age to reserve" name="checkout_age_minimum" value={c.checkout_age_minimum} onValue={(n) => update((d) => void (d.compliance.checkout_age_minimum = n))} errors={err('compliance.checkout_age_minimum')} />
          <NumberField label="Youngest medical patient (0: the same)" name="medical_age_minimum" value={c.medical_age_minimum} onValue={(n) => update((d) => void (d.compliance.medical_age_minimum = n))} errors={err('compliance.medical_age_minimum')} />
        </div>
        <Check name="age_gate" label="Age gate: ask visitors their age before showing the store" checked={c.age_gate ?? false} onChange={(on) => update((d) => void (d.compliance.age_gate = on))} />
        <Check name="birth_date_required" label="Ask for a birth date at checkout" checked={c.birth_date_required} onChange={(on) => update((d) => void (d.compliance.birth_date_required = on))} />
        <Check name="id_required" label="Ask for identification at checkout" checked={c.id_required} onChange={(on) => update((d) => void (d.compliance.id_required = on))} />
        <Check name="residency_matters" label="Limits differ for non-residents" checked={c.residency_matters ?? false} onChange={(on) => update((d) => void (d.compliance.residency_matters = on))} />
        <Check name="no_free_cannabis_goods" label="No cannabis for free: no price falls below a cent" checked={c.no_free_cannabis_goods ?? false} onChange={(on) => update((d) => void (d.compliance.no_free_cannabis_goods = on))} />
        <TextArea
          label="Checkout agreement"
          name="checkout_agreement"
          hint="What the shopper agrees to when they reserve; none when empty."
          rows={3}
          value={c.checkout_agreement ?? ''}
          onChange={(e) => update((d) => void (d.compliance.checkout_agreement = e.target.value))}
          errors={err('compliance.checkout_agreement')}
        />
      </fieldset>
    </section>
  )
}

function NotificationsSection({ draft, update, errUnder }: SectionProps) {
  const off = draft.shopper_messages_off
  const messages = groupError('shopper_messages_off', errUnder('shopper_messages_off'))
  return (
    <section aria-labelledby="settings-notifications" className={styles.section}>
      <h2 id="settings-notifications">Notifications and auto-confirm</h2>
      <Check
        name="auto_confirm"
        label="Auto-confirm new reservations"
        hint="Each new reservation moves from pending to being verified as it is placed, without waiting for staff."
        checked={draft.auto_confirm}
        onChange={(on) => update((d) => void (d.auto_confirm = on))}
      />
      <fieldset className={styles.fieldset} aria-describedby={messages.describedBy}>
        <legend>Messages shoppers get</legend>
        <p className={styles.hint}>Shoppers are always told that their reservation is placed or cancelled, and get every note the store writes.</p>
        {messages.error}
        {OPTIONAL_MESSAGES.map(({ status, label }) => (
          <Check
            key={status}
            name={`message_${status}`}
            label={`${label}`}
            checked={!off.includes(status)}
            onChange={(on) =>
              update((d) => {
                d.shopper_messages_off = on ? d.shopper_messages_off.filter((s) => s !== status) : [...d.shopper_messages_off, status]
              })
            }
          />
        ))}
      </fieldset>
      <ListField
        label="The store’s addresses for new reservations and arrivals"
        name="notification_emails"
        lines
        hint="One e-mail address a line, at most 10. Never shown to shoppers."
        value={draft.notification_emails}
        onValue={(l) => update((d) => void (d.notification_emails = l))}
        errors={errUnder('notification_emails')}
      />
    </section>
  )
}
