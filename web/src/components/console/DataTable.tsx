import type { ReactNode } from 'react'
import styles from './DataTable.module.css'

export interface Column<T> {
  /** The column's header; on a narrow screen, each cell's label too. */
  header: string
  /** Keeps the header for screen readers only (a column of buttons). */
  hideHeader?: boolean
  /** The cell names its row (a row header, as screen readers read it with each cell). */
  rowHeader?: boolean
  cell: (row: T) => ReactNode
}

interface DataTableProps<T> {
  /** The id of the heading that names the table. */
  labelledBy: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
}

/**
 * A table of the console's (ADR 0022, section 7): on a phone each row is a
 * card of labelled lines, from 768 px a table. The roles are written out,
 * because some browsers drop a table's semantics once its CSS display is
 * changed; the labels on the cards are for the eye only, as screen readers
 * read the column headers.
 */
export function DataTable<T>({ labelledBy, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <table className={styles.table} role="table" aria-labelledby={labelledBy}>
      <thead className={styles.head} role="rowgroup">
        <tr role="row">
          {columns.map((c) => (
            <th key={c.header} scope="col" role="columnheader">
              {c.hideHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" className={styles.row}>
            {columns.map((c) => {
              const label = c.hideHeader ? null : (
                <span className={styles.label} aria-hidden="true">
                  {c.header}
                </span>
              )
              return c.rowHeader ? (
                <th key={c.header} scope="row" role="rowheader" className={styles.cell}>
                  {label}
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header} role="cell" className={styles.cell}>
                  {label}
                  {c.cell(row)}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
