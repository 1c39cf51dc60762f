// Taxes, limits, the age gate and what shoppers are told, a section of the store's settings form (./Settings.tsx).

import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import ui from '../../components/console/console.module.css'
import { SelectField } from '../../components/console/SelectField'
import { TextArea } from '../../components/console/TextArea'
import { keyed, keyOf, nth, OPTIONAL_MESSAGES, type LimitRule, type StoreTax } from './draft'
import { Check, groupError, ListField, NumberField } from './fields'
import styles from './Settings.module.css'
import type { SectionProps } from './sectionProps'

const UNITS = ['g', 'mg', 'oz', 'units']

export function LimitsSection({ draft, update, err, errUnder }: SectionProps) {
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

export function NotificationsSection({ draft, update, errUnder }: SectionProps) {
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
      <Field
        label="Number text messages come from"
        name="sms_from"
        inputMode="tel"
        autoComplete="off"
        hint="The store’s own number at the text message gateway, written + and its digits: +14155550100. Empty: the server’s number."
        value={draft.sms_from}
        onChange={(e) => update((d) => void (d.sms_from = e.target.value))}
        errors={errUnder('sms_from')}
      />
    </section>
  )
}
