// The menu's CSV import as the console shows its answers (ADR 0022,
// section 5): what a file changes, value by value, and the rows a
// refusal names.

import type { Validations } from '../../lib/api'
import { formatMoney } from '../../lib/money'
import type { Answer, Schema } from '../../lib/wire'

export type ImportAnswer = Answer<'/api/v1/business/stores/{storeId}/menu/import', 'post'>
export type ImportProduct = Schema<'MenuImportProduct'>
export type ImportChange = Schema<'MenuImportChange'>

const FIELD_NAMES: Record<ImportChange['field'], string> = {
  price: 'Price',
  stock: 'Stock',
  visible: 'Shown to shoppers',
  store_notes: 'Store notes',
  max_cart_quantity: 'Cart limit',
}

/** A change's field for people: "Price of 3.5g", "Store notes"; a field the server adds later as it spells it. */
export function changeName(c: Pick<ImportChange, 'field' | 'weight_label' | 'price_id'>): string {
  const name = Object.hasOwn(FIELD_NAMES, c.field) ? FIELD_NAMES[c.field] : String(c.field).replaceAll('_', ' ')
  const weight = c.weight_label || c.price_id
  return weight ? `${name} of ${weight}` : name
}

/**
 * A value before or after a change, as the CSV writes it, for people:
 * prices in dollars, yes or no, "none" for empty notes, and "not sold"
 * for a weight the product did not sell before.
 */
export function valueText(c: Pick<ImportChange, 'field' | 'price_id'>, v: string): string {
  if (v === '') return c.price_id ? 'not sold' : 'none'
  if (c.field === 'visible' && (v === 'true' || v === 'false')) return v === 'true' ? 'yes' : 'no'
  if (c.field === 'price' && Number.isFinite(Number(v))) return formatMoney(Number(v))
  return v
}

/** The products a file changes: those it lists with a change. */
export function changedProducts(a: ImportAnswer): ImportProduct[] {
  return a.products.filter((p) => p.changes.length > 0)
}

/** A refused row, or a refusal of the file as a whole (line undefined). */
export interface BadRow {
  line?: number
  column?: string
  message: string
}

const ROW_KEY = /^rows\[(\d+)\](?:\.(.+))?$/

/**
 * The refusals of a file, one per message: rows by their line
 * (rows[7].price is line 7's price, the header being line 1), then the
 * file's own (as "file": it is too large).
 */
export function badRowsOf(validations: Validations): BadRow[] {
  const out: BadRow[] = []
  for (const [key, messages] of Object.entries(validations)) {
    const m = ROW_KEY.exec(key)
    for (const message of messages) out.push(m ? { line: Number(m[1]), column: m[2], message } : { message })
  }
  return out.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity))
}

/** A refused row as the list says it: "Line 7, price: cannot be negative". */
export function badRowText(b: BadRow): string {
  if (b.line === undefined) return b.message
  return b.column ? `Line ${b.line}, ${b.column}: ${b.message}` : `Line ${b.line}: ${b.message}`
}
