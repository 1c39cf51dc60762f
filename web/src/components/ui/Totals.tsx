import { variation } from '../../lib/flags'
import { formatMoney, formatPercent } from '../../lib/money'
import type { AppliedSpecial, CashBack, CrmRedemption, TaxAmount } from '../../lib/types'
import styles from './Totals.module.css'

export interface TotalsProps {
  item_total: number
  all_discounts_total: number
  store_taxes: TaxAmount[]
  sales_tax_rate: number
  sales_tax_amount: number
  service_fee_amount: number
  delivery_fee_amount: number
  total: number
  /** Each special's discount; without them, one Discounts line. */
  specials?: Pick<AppliedSpecial, 'special_id' | 'title' | 'amount'>[]
  cash_back?: CashBack[]
  tip_amount?: number | string
  rounding_amount?: number
  /** Loyalty rewards redeemed on the cart, each with what it took off (counted in all_discounts_total). */
  crm_redemptions?: Pick<CrmRedemption, 'id' | 'reward_name' | 'amount'>[]
  crm_redemptions_total?: number
  /** The service fee's name, when the page chooses it (the store console does); else the shopper's A/B test does. */
  serviceFeeLabel?: string
}

/** The server's totals, formatted; the client adds nothing up. */
export function Totals(t: TotalsProps) {
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{formatMoney(t.item_total)}</dd>
      {t.specials && t.specials.length > 0
        ? t.specials.map((s) => (
            <Row key={s.special_id} label={s.title} amount={-s.amount} className={styles.saving} />
          ))
        : t.all_discounts_total - (t.crm_redemptions_total ?? 0) > 0 && (
            <Row label="Discounts" amount={-(t.all_discounts_total - (t.crm_redemptions_total ?? 0))} className={styles.saving} />
          )}
      {(t.crm_redemptions ?? []).map((r) => (
        <Row key={`crm-${r.id}`} label={`Reward: ${r.reward_name}`} amount={-(r.amount ?? 0)} className={styles.saving} />
      ))}
      {t.store_taxes.map((tax) => (
        <Row key={tax.title} label={`${tax.title} (${formatPercent(tax.rate)})`} amount={tax.amount} />
      ))}
      {t.sales_tax_rate > 0 && <Row label={`Sales tax (${formatPercent(t.sales_tax_rate)})`} amount={t.sales_tax_amount} />}
      {t.service_fee_amount > 0 && <Row label={t.serviceFeeLabel ?? (variation('fee_label') === 'variation' ? 'Online ordering fee' : 'Service fee')} amount={t.service_fee_amount} />}
      {t.delivery_fee_amount > 0 && <Row label="Delivery fee" amount={t.delivery_fee_amount} />}
      {Number(t.tip_amount ?? 0) > 0 && <Row label="Tip" amount={Number(t.tip_amount)} />}
      {(t.rounding_amount ?? 0) !== 0 && <Row label="Cash rounding" amount={t.rounding_amount ?? 0} />}
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total} data-testid="order-total">
        {formatMoney(t.total)}
      </dd>
      {(t.cash_back ?? []).map((c) => (
        <Row key={c.special_id} label={`${c.discount_label || 'Cash back'} earned: ${c.title} (paid after pickup)`} amount={c.amount} className={styles.cashBack} />
      ))}
    </dl>
  )
}

function Row({ label, amount, className }: { label: string; amount: number; className?: string }) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>{formatMoney(amount)}</dd>
    </>
  )
}
