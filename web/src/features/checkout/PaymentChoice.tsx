// The checkout's payment part: how the shopper pays on receiving the
// order, and the tip where the store takes one for the mode.

import { formatMoney } from '../../lib/money'
import type { CheckoutStore, ReservationMode } from './api'
import { PAYMENT_LABELS, paymentOptions } from './slots'
import { RadioGroup } from './RadioGroup'

export function PaymentChoice({
  store,
  mode,
  payment,
  onPayment,
  errors,
}: {
  store: CheckoutStore
  mode: ReservationMode
  payment: string
  onPayment: (p: string) => void
  errors?: string[]
}) {
  return (
    <RadioGroup
      legend={`Payment ${mode === 'delivery' ? 'on delivery' : 'at the store'}`}
      name="payment_method"
      value={payment}
      onChange={onPayment}
      options={paymentOptions(store, mode).map((p) => ({ value: p, label: PAYMENT_LABELS[p] ?? p }))}
      errors={errors}
    />
  )
}

/** The tip choice: the store's amounts, in dollars or percent; disabled while the cart is priced again. */
export function TipChoice({
  store,
  percent,
  amount,
  onChoose,
  disabled,
}: {
  store: CheckoutStore
  /** The cart's tip percentage, null when it has none. */
  percent: number | null
  /** The cart's tip in dollars. */
  amount: number
  onChoose: (amount: number) => void
  disabled: boolean
}) {
  const tips = store.tip_settings
  return (
    <RadioGroup
      legend="Tip"
      name="tip"
      value={percent !== null ? String(percent) : amount > 0 ? String(amount) : '0'}
      onChange={(v) => onChoose(Number(v))}
      disabled={disabled}
      options={[
        { value: '0', label: 'No tip' },
        ...(tips?.custom_amounts ?? []).map((a) => ({ value: String(a), label: tips?.variant === 'dollar' ? formatMoney(a) : `${a}%` })),
      ]}
      inline
    />
  )
}

/** Whether the store takes tips for this mode. */
export function tipsOffered(store: CheckoutStore, mode: ReservationMode): boolean {
  const tips = store.tip_settings
  return (tips?.enabled_for ?? []).includes(mode) && (tips?.custom_amounts ?? []).length > 0
}
