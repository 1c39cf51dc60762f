// The reports' charts: Recharts (ADR 0022, section 7), which draws SVG;
// only this feature loads it. A chart is a picture for the eye (role img
// with a label): the figures it draws are in the table beside it, which is
// what screen readers and the keyboard use.

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { formatMoney } from '../../lib/money'
import styles from './Reports.module.css'

interface BarsProps<T extends object> {
  /** What the chart shows, read as the picture's name. */
  label: string
  data: T[]
  /** The field of each row along the axis of categories, and how to write it. */
  category: keyof T & string
  categoryName?: (value: string | number) => string
  /** The field each bar's length is, and its name in the tooltip. */
  value: keyof T & string
  valueName: string
  /** The values are dollars. */
  money?: boolean
  /** Bars across (one per product) rather than up (one per day or hour). */
  across?: boolean
}

const count = (v: number) => v.toLocaleString('en-US')

/** A bar chart of one figure per row. */
export function Bars<T extends object>({ label, data, category, categoryName, value, valueName, money = false, across = false }: BarsProps<T>) {
  const amount = (v: unknown) => (money ? formatMoney(Number(v), { dropWholeDecimals: true }) : count(Number(v)))
  const named = (v: unknown) => (categoryName ? categoryName(v as string | number) : String(v))
  // Recharts types a data key against the rows; these are their fields' names.
  const categoryKey: string = category
  const valueKey: string = value
  const height = across ? Math.max(160, data.length * 36 + 40) : 240
  return (
    <div role="img" aria-label={label} className={styles.chart}>
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={data}
        layout={across ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={!across} vertical={across} />
        {across ? (
          <>
            <XAxis type="number" tickFormatter={amount} allowDecimals={money} />
            <YAxis type="category" dataKey={categoryKey} tickFormatter={named} width={120} />
          </>
        ) : (
          <>
            <XAxis dataKey={categoryKey} tickFormatter={named} minTickGap={12} />
            <YAxis tickFormatter={amount} allowDecimals={money} width={money ? 64 : 40} />
          </>
        )}
        <Tooltip formatter={(v) => [amount(v), valueName]} labelFormatter={named} />
        <Bar dataKey={valueKey} name={valueName} fill="var(--color-brand)" maxBarSize={48} isAnimationActive={false} />
      </BarChart>
    </div>
  )
}
