import { formatMoney, formatPercent } from '../../lib/money'
import type { StoreTax } from '../../lib/types'
import styles from './Totals.module.css'

export interface TotalsProps {
  item_total: number
  all_discounts_total: number
  store_taxes: StoreTax[]
  sales_tax_rate: number
  sales_tax_amount: number
  service_fee_amount: number
  delivery_fee_amount: number
  total: number
}

/** The server's totals, formatted; the client adds nothing up. */
export function Totals(t: TotalsProps) {
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{formatMoney(t.item_total)}</dd>
      {t.all_discounts_total > 0 && (
        <>
          <dt>Discounts</dt>
          <dd>{formatMoney(-t.all_discounts_total)}</dd>
        </>
      )}
      {t.store_taxes.map((tax) => (
        <Row key={tax.title} label={`${tax.title} (${formatPercent(tax.rate)})`} amount={tax.amount ?? 0} />
      ))}
      {t.sales_tax_rate > 0 && <Row label={`Sales tax (${formatPercent(t.sales_tax_rate)})`} amount={t.sales_tax_amount} />}
      {t.service_fee_amount > 0 && <Row label="Service fee" amount={t.service_fee_amount} />}
      {t.delivery_fee_amount > 0 && <Row label="Delivery fee" amount={t.delivery_fee_amount} />}
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total} data-testid="order-total">
        {formatMoney(t.total)}
      </dd>
    </dl>
  )
}

function Row({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{formatMoney(amount)}</dd>
    </>
  )
}
