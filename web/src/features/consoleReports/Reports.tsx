import { useState, type FormEvent, type ReactNode } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Field } from '../../components/ui/Field'
import { Skeleton } from '../../components/ui/Skeleton'
import { useTitle } from '../../components/ui/useTitle'
import ui from '../../components/console/console.module.css'
import { DataTable, type Column } from '../../components/console/DataTable'
import { FormAlert } from '../../components/console/FormAlert'
import { modeName } from '../../components/console/modes'
import { ScreenHeading } from '../../components/console/ScreenHeading'
import { SelectField } from '../../components/console/SelectField'
import { formatMoney } from '../../lib/money'
import type { StaffStore } from '../../lib/staffSession'
import {
  emptySearchesQuery,
  funnelQuery,
  salesQuery,
  topProductsQuery,
  type EmptySearch,
  type SalesDay,
  type SalesFigures,
  type SalesHour,
  type SalesMode,
  type TopProduct,
} from './api'
import { Bars } from './Charts'
import { csvHref, periodProblem, periodSearch, readPeriod, type Period, type TopBy } from './period'
import { FUNNEL_STEPS, hourName, share, shortDay } from './words'
import styles from './Reports.module.css'

/** The figures' columns every sales table shares, after its first. */
function figureColumns<T extends SalesFigures>(): Column<T>[] {
  return [
    { header: 'Reservations', cell: (r) => r.reservations },
    { header: 'Gross', cell: (r) => formatMoney(r.gross) },
    { header: 'Net', cell: (r) => formatMoney(r.net) },
    { header: 'Total', cell: (r) => formatMoney(r.total) },
    { header: 'Cancelled', cell: (r) => r.cancelled },
  ]
}

/**
 * The store's reports (ADR 0022, plan step 12), for a role with
 * reports.read: sales per day, by mode and by hour, the top products, the
 * funnel from products shown to products reserved, and the searches that
 * found nothing, over a period in the address. Each chart has its figures
 * as a table, and each report a CSV download.
 */
export function Reports({ store }: { store: StaffStore }) {
  useTitle(`Reports at ${store.store_name}`)
  const storeId = store.store_id
  const [params, setParams] = useSearchParams()
  const chosen = readPeriod(params)
  const period: Period = { from: chosen.from, to: chosen.to }
  const sales = useQuery(salesQuery(storeId, period))
  const top = useQuery(topProductsQuery(storeId, period, chosen.by))
  const funnel = useQuery(funnelQuery(storeId, period))
  const empty = useQuery(emptySearchesQuery(storeId, period))
  // The period the server answered (its default when the address has none).
  const shown: Period = sales.data ? { from: sales.data.from, to: sales.data.to } : period
  const choose = (p: Period, by: TopBy = chosen.by) => setParams(periodSearch({ ...p, by }), { replace: false })

  return (
    <div className={`${ui.screen} ${styles.page}`}>
      <div>
        <ScreenHeading>Reports</ScreenHeading>
        <p className={ui.muted}>
          Reservations at {store.store_name}, counted on the store’s days
          {sales.data ? ` (${sales.data.time_zone})` : ''}. Cancelled reservations are counted apart and left out of the amounts.
        </p>
      </div>
      <PeriodForm address={period} shown={shown} onChoose={(p) => choose(p)} />

      <Report id="sales-days" title="Sales per day" csv={csvHref(storeId, 'sales', period, { by: 'day' })} query={sales}>
        {(s) =>
          s.totals.reservations + s.totals.cancelled === 0 ? (
            <p role="status">No reservations in these days.</p>
          ) : (
            <>
              <Totals figures={s.totals} />
              <Bars label="Total amount reserved per day" data={s.days} category="day" categoryName={(d) => shortDay(String(d))} value="total" valueName="Total" money />
              <Figures id="sales-days" title="Sales per day" rows={s.days} rowKey={(d) => d.day} columns={[{ header: 'Day', rowHeader: true, cell: (d: SalesDay) => d.day }, ...figureColumns<SalesDay>()]} />
            </>
          )
        }
      </Report>

      <Report id="sales-modes" title="Sales by mode" csv={csvHref(storeId, 'sales', period, { by: 'mode' })} query={sales}>
        {(s) =>
          s.modes.length === 0 ? (
            <p role="status">No reservations in these days.</p>
          ) : (
            <>
              <Bars label="Reservations by mode" data={s.modes} category="mode" categoryName={(m) => modeName(String(m))} value="reservations" valueName="Reservations" />
              <Figures
                id="sales-modes"
                title="Sales by mode"
                rows={s.modes}
                rowKey={(m) => m.mode}
                columns={[{ header: 'Mode', rowHeader: true, cell: (m: SalesMode) => modeName(m.mode) }, ...figureColumns<SalesMode>()]}
              />
            </>
          )
        }
      </Report>

      <Report id="sales-hours" title="Reservations by hour" csv={csvHref(storeId, 'sales', period, { by: 'hour' })} query={sales}>
        {(s) =>
          s.totals.reservations + s.totals.cancelled === 0 ? (
            <p role="status">No reservations in these days.</p>
          ) : (
            <>
              <Bars label="Reservations by hour of the day" data={s.hours} category="hour" categoryName={(h) => hourName(Number(h))} value="reservations" valueName="Reservations" />
              <Figures
                id="sales-hours"
                title="Reservations by hour"
                rows={s.hours}
                rowKey={(h) => h.hour}
                columns={[{ header: 'Hour', rowHeader: true, cell: (h: SalesHour) => hourName(h.hour) }, ...figureColumns<SalesHour>()]}
              />
            </>
          )
        }
      </Report>

      <Report id="top-products" title="Top products" csv={csvHref(storeId, 'top_products', period, { by: chosen.by })} query={top}>
        {(t) => (
          <>
            <SelectField label="Rank by" className={styles.rank} value={chosen.by} onChange={(e) => choose(period, e.target.value === 'revenue' ? 'revenue' : 'units')}>
              <option value="units">Units</option>
              <option value="revenue">Revenue</option>
            </SelectField>
            {t.products.length === 0 ? (
              <p role="status">No products reserved in these days.</p>
            ) : (
              <>
                <Bars
                  label={t.by === 'revenue' ? 'Revenue per product' : 'Units reserved per product'}
                  data={t.products}
                  category="name"
                  value={t.by === 'revenue' ? 'revenue' : 'units'}
                  valueName={t.by === 'revenue' ? 'Revenue' : 'Units'}
                  money={t.by === 'revenue'}
                  across
                />
                <Figures
                  id="top-products"
                title="Top products"
                  rows={t.products}
                  rowKey={(p) => p.product_id}
                  columns={[
                    { header: 'Product', rowHeader: true, cell: (p: TopProduct) => p.name },
                    { header: 'Brand', cell: (p: TopProduct) => p.brand },
                    { header: 'Units', cell: (p: TopProduct) => p.units },
                    { header: 'Reservations', cell: (p: TopProduct) => p.reservations },
                    { header: 'Revenue', cell: (p: TopProduct) => formatMoney(p.revenue) },
                  ]}
                />
              </>
            )}
          </>
        )}
      </Report>

      <Report id="funnel" title="From shown to reserved" csv={csvHref(storeId, 'funnel', period)} query={funnel}>
        {(f) => {
          const steps = FUNNEL_STEPS.map((s) => ({ step: s.name, count: f.totals[s.key] }))
          return (
            <>
              <p className={ui.muted}>Products shown on the menu, opened, added to a bag and reserved, over the period.</p>
              <Bars label="Products shown, clicked, added to a bag and reserved" data={steps} category="step" value="count" valueName="Count" />
              <Figures
                id="funnel"
                title="From shown to reserved"
                rows={steps}
                rowKey={(s) => s.step}
                columns={[
                  { header: 'Step', rowHeader: true, cell: (s: (typeof steps)[number]) => s.step },
                  { header: 'Count', cell: (s: (typeof steps)[number]) => s.count },
                  { header: 'Of those shown', cell: (s: (typeof steps)[number]) => share(s.count, f.totals.impressions) },
                ]}
              />
            </>
          )
        }}
      </Report>

      <Report id="empty-searches" title="Searches that found nothing" csv={csvHref(storeId, 'empty_searches', period)} query={empty}>
        {(e) =>
          e.searches.length === 0 ? (
            <p role="status">Every search in these days found something.</p>
          ) : (
            <>
              <p className={ui.muted}>What shoppers searched the menu for, without names, numbers or addresses, most searched first.</p>
              <DataTable
                labelledBy="empty-searches-title"
                rows={e.searches}
                rowKey={(s) => s.query}
                columns={[
                  { header: 'Search', rowHeader: true, cell: (s: EmptySearch) => s.query },
                  { header: 'Times', cell: (s: EmptySearch) => s.searches },
                  { header: 'Days', cell: (s: EmptySearch) => s.days },
                  { header: 'Last searched', cell: (s: EmptySearch) => s.last_day },
                ]}
              />
            </>
          )
        }
      </Report>
    </div>
  )
}

/**
 * The period's two days and a button; the address changes only when they
 * make a period the server takes. A day not typed shows the period the
 * server answered (its default when the address has none). The form is
 * never rebuilt, so neither the answer coming nor Show takes focus or
 * typed days away; what was typed counts for the address it was typed at,
 * so going back or forward shows that address's period.
 */
function PeriodForm({ address, shown, onChoose }: { address: Period; shown: Period; onChoose: (p: Period) => void }) {
  const at = `${address.from}|${address.to}`
  const [typed, setTyped] = useState<{ at: string; from?: string; to?: string }>({ at })
  const mine = typed.at === at ? typed : { at }
  const from = mine.from ?? shown.from
  const to = mine.to ?? shown.to
  const setFrom = (day: string) => setTyped({ ...mine, from: day })
  const setTo = (day: string) => setTyped({ ...mine, to: day })
  const [problem, setProblem] = useState<string>()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const p = { from, to }
    const wrong = periodProblem(p)
    setProblem(wrong)
    if (wrong) return
    // The days chosen stay as typed at the address they make.
    setTyped({ at: `${p.from}|${p.to}`, from: p.from || undefined, to: p.to || undefined })
    onChoose(p)
  }
  return (
    <form className={styles.period} onSubmit={submit} aria-label="Period" noValidate>
      <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <div className={styles.periodAction}>
        <Button type="submit">Show</Button>
      </div>
      {problem && (
        <div className={styles.periodProblem}>
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
    </form>
  )
}

/** The sum of a period's reservations, as a short list. */
function Totals({ figures }: { figures: SalesFigures }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Reservations</dt>
        <dd>{figures.reservations}</dd>
      </div>
      <div>
        <dt>Gross</dt>
        <dd>{formatMoney(figures.gross)}</dd>
      </div>
      <div>
        <dt>Net</dt>
        <dd>{formatMoney(figures.net)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatMoney(figures.total)}</dd>
      </div>
      <div>
        <dt>Cancelled</dt>
        <dd>{figures.cancelled}</dd>
      </div>
    </dl>
  )
}

/** A chart's figures as a table, folded under it. */
function Figures<T>({ id, title, rows, rowKey, columns }: { id: string; title: string; rows: T[]; rowKey: (row: T) => string | number; columns: Column<T>[] }) {
  return (
    <details className={styles.figures}>
      <summary>
        The figures as a table <span className="visually-hidden">of {title.toLowerCase()}</span>
      </summary>
      <DataTable labelledBy={`${id}-title`} rows={rows} rowKey={rowKey} columns={columns} />
    </details>
  )
}

/** A report's section: its heading, its CSV download, and what its answer shows once it comes. */
function Report<T>({ id, title, csv, query, children }: { id: string; title: string; csv: string; query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`}>{title}</h2>
        <a href={csv} download className={styles.csv}>
          Download CSV <span className="visually-hidden">of {title.toLowerCase()}</span>
        </a>
      </div>
      <div aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <div aria-hidden="true">
            <Skeleton height={200} />
          </div>
        ) : query.isError ? (
          <div className={styles.placeholder}>
            <FormAlert>This report could not be loaded: {query.error.message}</FormAlert>
            <div className={ui.actions}>
              <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  )
}
