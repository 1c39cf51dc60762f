import { describe, expect, it } from 'vitest'
import { badRowsOf, badRowText, changedProducts, changeName, valueText, type ImportAnswer } from './csv'

describe('changes as the screen says them', () => {
  it.each([
    [{ field: 'price', price_id: 'eighth_ounce', weight_label: '3.5g' }, 'Price of 3.5g'],
    [{ field: 'stock', price_id: 'each', weight_label: 'Each' }, 'Stock of Each'],
    [{ field: 'stock', price_id: 'gram' }, 'Stock of gram'],
    [{ field: 'visible' }, 'Shown to shoppers'],
    [{ field: 'store_notes' }, 'Store notes'],
    [{ field: 'max_cart_quantity' }, 'Cart limit'],
  ] as const)('names %j %j', (c, name) => expect(changeName(c)).toBe(name))

  it.each([
    [{ field: 'price', price_id: 'gram' }, '12.50', '$12.50'],
    [{ field: 'price', price_id: 'gram' }, '', 'not sold'],
    [{ field: 'stock', price_id: 'gram' }, '0', '0'],
    [{ field: 'visible' }, 'true', 'yes'],
    [{ field: 'visible' }, 'false', 'no'],
    [{ field: 'store_notes' }, '', 'none'],
    [{ field: 'store_notes' }, 'Keep cool.', 'Keep cool.'],
    [{ field: 'max_cart_quantity' }, '4', '4'],
  ] as const)('shows %j %j as %j', (c, v, text) => expect(valueText(c, v)).toBe(text))

  it('lists only the products with a change', () => {
    const a: ImportAnswer = {
      dry_run: true,
      rows: 3,
      products_changed: 1,
      products: [
        { menu_product_id: 7, product_name: 'Blue Dream', brand: 'Pacific Farms', version: 3, changes: [{ row: 2, field: 'stock', price_id: 'gram', before: '5', after: '7' }] },
        { menu_product_id: 8, product_name: 'Mint Gummies', brand: 'Sweet Leaf', version: 1, changes: [] },
      ],
    }
    expect(changedProducts(a).map((p) => p.menu_product_id)).toEqual([7])
  })
})

describe('bad rows', () => {
  it('says each by its line and column, in the file’s order, the file’s own after', () => {
    const rows = badRowsOf({
      'rows[12]': ['This row has 3 cells; the header has 12.'],
      'rows[7].price': ['cannot be negative', 'must have at most two decimals'],
      'rows[3].stock': ['must be a whole number'],
      file: ['The file is larger than 5 MiB: split it, or leave out the rows that do not change.'],
    })
    expect(rows.map(badRowText)).toEqual([
      'Line 3, stock: must be a whole number',
      'Line 7, price: cannot be negative',
      'Line 7, price: must have at most two decimals',
      'Line 12: This row has 3 cells; the header has 12.',
      'The file is larger than 5 MiB: split it, or leave out the rows that do not change.',
    ])
  })
})
