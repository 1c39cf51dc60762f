import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { addBody, addDraftOf, addRefusal, checkAddDraft, MSG_NO_WEIGHT } from './add'
import type { CatalogueOffer } from './api'
import { MSG_COUNT, MSG_PRICE } from './edit'

const flower: CatalogueOffer = {
  product_id: 40,
  product_name: 'Blue Dream',
  brand: 'Pacific Farms',
  kind: 'flower',
  weights: [
    { price_id: 'gram', weight_label: '1g' },
    { price_id: 'eighth_ounce', weight_label: '3.5g' },
    { price_id: 'ounce', weight_label: '28g' },
  ],
}
const papers: CatalogueOffer = { product_id: 41, product_name: 'Papers', brand: 'Peak', kind: 'gear', weights: [{ price_id: 'each', weight_label: 'Each' }] }

describe('adding a product of the catalogue', () => {
  it('ticks the one weight of a product sold each, none of a product sold by weight', () => {
    expect(addDraftOf(papers).weights.map((w) => w.sold)).toEqual([true])
    expect(addDraftOf(flower).weights.map((w) => w.sold)).toEqual([false, false, false])
    expect(addDraftOf(flower).visible).toBe(true)
  })

  it('needs a weight, and a price and a count on each ticked weight only', () => {
    const d = addDraftOf(flower)
    expect(checkAddDraft(d)).toEqual({ weights: [MSG_NO_WEIGHT] })
    d.weights[1] = { ...d.weights[1]!, sold: true, price: '35.5', stock: 'x' }
    d.weights[2] = { ...d.weights[2]!, sold: true, price: '', stock: '3' }
    expect(checkAddDraft(d)).toEqual({ 'weights[1].stock': [MSG_COUNT], 'weights[2].price': [MSG_PRICE] })
  })

  it('sends the ticked weights alone, in dollars', () => {
    const d = addDraftOf(flower)
    d.visible = false
    d.weights[0] = { ...d.weights[0]!, sold: true, price: '$12', stock: '40' }
    d.weights[2] = { ...d.weights[2]!, sold: true, price: '200.50', stock: '0' }
    expect(addBody(flower, d)).toEqual({
      product_id: 40,
      visible: false,
      weights: [
        { price_id: 'gram', price: 12, stock: 40 },
        { price_id: 'ounce', price: 200.5, stock: 0 },
      ],
    })
  })

  it('shows a refusal of the second weight sent on the row it came from', () => {
    const d = addDraftOf(flower)
    d.weights[0] = { ...d.weights[0]!, sold: true, price: '12', stock: '1' }
    d.weights[2] = { ...d.weights[2]!, sold: true, price: '200000', stock: '1' }
    const err = new ApiError(
      422,
      { code: 'invalid', message: 'This product cannot be saved as it is: see the fields.', validations: { 'weights[1].price': ['must be at most $100,000.00'] } },
      'Refused',
    )
    expect(addRefusal(err, d).errors).toEqual({ 'weights[2].price': ['Must be at most $100,000.00.'] })
  })
})
