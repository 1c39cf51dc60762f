// Money display (spec section 9): a dollar sign, two decimals by default,
// a minus for negatives and a dash for missing or non-finite amounts. The
// server computes every amount; the client only formats.

/** Thousands grouped with commas, made once: toLocaleString makes a formatter on each call. */
const grouped = new Intl.NumberFormat('en-US')

export function formatMoney(amount: number | null | undefined, options: { dropWholeDecimals?: boolean } = {}): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-'
  const cents = Math.round(Math.abs(amount) * 100)
  const whole = grouped.format(Math.floor(cents / 100))
  const rest = String(cents % 100).padStart(2, '0')
  const sign = amount < 0 && cents > 0 ? '-' : ''
  if (options.dropWholeDecimals && rest === '00') return `${sign}$${whole}`
  return `${sign}$${whole}.${rest}`
}

export function formatPercent(rate: number): string {
  return `${Number(rate.toFixed(4))}%`
}
