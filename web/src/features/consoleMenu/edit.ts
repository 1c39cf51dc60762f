// The editor's form of one menu product (ADR 0022, section 5): what it
// shows, what it checks before sending, and the PUT it sends. Weights are
// always sent whole (one left out stops being sold), and a changed count
// carries the count the editor loaded (stock_was), so a checkout that took
// stock meanwhile makes the change a 409 rather than losing the sale.

import type { Validations } from '../../lib/api'
import { msgMaxLength } from '../../lib/forms'
import { refusalOf } from '../../components/console/refusal'
import type { MenuEdit, MenuProduct, StockCount } from './api'
import { sentence } from './words'

/** The most characters a product's store notes may hold (the catalogue's MaxStoreNotes). */
export const MAX_NOTES = 2000

export const MSG_PRICE = 'Please enter a price in dollars, 0 or more, as 45 or 45.50.'
export const MSG_COUNT = 'Please enter a whole number, 0 or more.'

/** One weight in the form: its inputs as typed, and what was loaded. */
export interface WeightDraft {
  price_id: MenuProduct['weights'][number]['price_id']
  label: string
  price: string
  stock: string
  /** The price and count as the product was loaded. */
  loadedPrice: number
  loadedStock: number
}

export interface Draft {
  visible: boolean
  notes: string
  maxCart: string
  weights: WeightDraft[]
}

/** Dollars as an input shows them: 45.00, 0.50. */
export function dollarsText(amount: number): string {
  return amount.toFixed(2)
}

/** The form of a product as loaded. */
export function draftOf(p: MenuProduct): Draft {
  return {
    visible: p.visible,
    notes: p.store_notes,
    maxCart: String(p.max_cart_quantity),
    weights: p.weights.map((w) => ({
      price_id: w.price_id,
      label: w.weight_label,
      price: dollarsText(w.price),
      stock: String(w.stock),
      loadedPrice: w.price,
      loadedStock: w.stock,
    })),
  }
}

/** Dollars typed ("45", "45.5", "$45.50", " 0.99 "), or undefined for anything else: a negative, a third decimal, letters. */
export function parseDollars(text: string): number | undefined {
  const t = text.trim().replace(/^\$\s*/, '')
  if (!/^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/.test(t)) return undefined
  const n = Number(t)
  return Number.isFinite(n) && n <= 1e9 ? Math.round(n * 100) / 100 : undefined
}

/** A whole count typed, 0 or more, or undefined. */
export function parseCount(text: string): number | undefined {
  const t = text.trim()
  if (!/^\d+$/.test(t)) return undefined
  const n = Number(t)
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : undefined
}

/** The form's own checks, keyed as the server keys its refusals (weights[0].price); stock is checked only where it may be changed. */
export function checkDraft(d: Draft): Validations {
  const found: Validations = {}
  d.weights.forEach((w, i) => {
    if (parseDollars(w.price) === undefined) found[`weights[${i}].price`] = [MSG_PRICE]
    if (parseCount(w.stock) === undefined) found[`weights[${i}].stock`] = [MSG_COUNT]
  })
  if (parseCount(d.maxCart) === undefined) found.max_cart_quantity = [MSG_COUNT]
  if ([...d.notes.trim()].length > MAX_NOTES) found.store_notes = [msgMaxLength(MAX_NOTES)]
  return found
}

/**
 * The PUT of a checked form: the version loaded, the product's fields, and
 * every weight with its price; a count only where it changed, with the
 * count loaded.
 */
export function editBody(p: MenuProduct, d: Draft): MenuEdit {
  return {
    version: p.version,
    visible: d.visible,
    store_notes: d.notes.trim(),
    max_cart_quantity: parseCount(d.maxCart) ?? p.max_cart_quantity,
    weights: d.weights.map((w) => {
      const price = parseDollars(w.price) ?? w.loadedPrice
      const stock = parseCount(w.stock) ?? w.loadedStock
      return stock === w.loadedStock ? { price_id: w.price_id, price } : { price_id: w.price_id, price, stock, stock_was: w.loadedStock }
    }),
  }
}

/** The fields of the editor's form a refusal may name, for n weights. */
export function editFields(n: number): string[] {
  const fields = ['store_notes', 'max_cart_quantity', 'visible']
  for (let i = 0; i < n; i++) fields.push(`weights[${i}].price`, `weights[${i}].stock`, `weights[${i}].stock_was`)
  return fields
}

/**
 * A refusal as the editor shows it: each field's messages as sentences
 * beside it (the count seen's with the count), the rest above the form.
 */
export function editRefusal(err: unknown, n: number): { errors: Validations; message?: string } {
  const r = refusalOf(err, editFields(n))
  const errors: Validations = {}
  for (const [field, messages] of Object.entries(r.errors)) {
    const key = field.replace(/\.stock_was$/, '.stock')
    errors[key] = [...(errors[key] ?? []), ...messages.map(sentence)]
  }
  return { errors, message: r.message }
}

/** A count at the counter: 0 needs no count seen (out of stock always succeeds); any other sends the count loaded. */
export function countBody(priceId: string, stock: number, loaded: number): StockCount {
  return stock === 0 ? { price_id: priceId, stock: 0 } : { price_id: priceId, stock, stock_was: loaded }
}

/** A refusal of a count, all on its one field. */
export function countRefusal(err: unknown): { errors: string[]; message?: string } {
  const r = refusalOf(err, ['stock', 'stock_was', 'price_id'])
  return { errors: Object.values(r.errors).flat().map(sentence), message: r.message }
}
