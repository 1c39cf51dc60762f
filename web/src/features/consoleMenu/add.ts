// Putting a product of the catalogue on the menu (ADR 0022, step 6): the
// form of the chosen product, one row per weight its kind may be sold in,
// ticked to sell it with a price and a count; its checks; the POST it
// sends; and a refusal mapped back to the rows it names (the server counts
// only the weights sent).

import type { Validations } from '../../lib/api'
import { refusalOf } from '../../components/console/refusal'
import type { CatalogueOffer, NewMenuProduct } from './api'
import { MSG_COUNT, MSG_PRICE, parseCount, parseDollars } from './edit'
import { sentence } from './words'

export const MSG_NO_WEIGHT = 'Please choose at least one weight to sell.'

/** One weight the product may be sold in, as typed. */
export interface AddWeight {
  price_id: CatalogueOffer['weights'][number]['price_id']
  label: string
  sold: boolean
  price: string
  stock: string
}

export interface AddDraft {
  visible: boolean
  weights: AddWeight[]
}

/** The form of a product just chosen: shown to shoppers; a single weight (Each) ticked already. */
export function addDraftOf(offer: CatalogueOffer): AddDraft {
  const only = offer.weights.length === 1
  return { visible: true, weights: offer.weights.map((w) => ({ price_id: w.price_id, label: w.weight_label, sold: only, price: '', stock: '0' })) }
}

/** The form's own checks, keyed by the row of the form (weights[2].price is the third weight offered). */
export function checkAddDraft(d: AddDraft): Validations {
  const found: Validations = {}
  if (!d.weights.some((w) => w.sold)) found.weights = [MSG_NO_WEIGHT]
  d.weights.forEach((w, i) => {
    if (!w.sold) return
    if (parseDollars(w.price) === undefined) found[`weights[${i}].price`] = [MSG_PRICE]
    if (parseCount(w.stock) === undefined) found[`weights[${i}].stock`] = [MSG_COUNT]
  })
  return found
}

/** The POST of a checked form: the ticked weights alone, in the offer's order. */
export function addBody(offer: CatalogueOffer, d: AddDraft): NewMenuProduct {
  return {
    product_id: offer.product_id,
    visible: d.visible,
    weights: d.weights.filter((w) => w.sold).map((w) => ({ price_id: w.price_id, price: parseDollars(w.price) ?? 0, stock: parseCount(w.stock) ?? 0 })),
  }
}

/**
 * A refusal as the form shows it: the server's weights[i] is the i-th
 * ticked weight, shown on its row of the form; the rest above the form.
 */
export function addRefusal(err: unknown, d: AddDraft): { errors: Validations; message?: string } {
  const rows = d.weights.flatMap((w, i) => (w.sold ? [i] : []))
  const fields = ['product_id', 'weights', 'visible']
  rows.forEach((_, j) => fields.push(`weights[${j}].price`, `weights[${j}].stock`, `weights[${j}].price_id`))
  const r = refusalOf(err, fields)
  const errors: Validations = {}
  for (const [field, messages] of Object.entries(r.errors)) {
    const m = /^weights\[(\d+)\]\.(\w+)$/.exec(field)
    const key = m ? `weights[${rows[Number(m[1])]}].${m[2] === 'price_id' ? 'price' : m[2]}` : field
    errors[key] = [...(errors[key] ?? []), ...messages.map(sentence)]
  }
  return { errors, message: r.message }
}
