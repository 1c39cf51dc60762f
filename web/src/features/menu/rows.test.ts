import { describe, expect, it } from 'vitest'
import { distinctRows } from './rows'

const row = (title: string, ids: number[]) => ({ title, products: ids.map((object_id) => ({ object_id })) })

describe('distinctRows', () => {
  it('keeps rows with different products, in order', () => {
    const rows = [row('Top picks', [1, 2, 3]), row('Best sellers', [3, 2, 1])]
    expect(distinctRows(rows).map((r) => r.title)).toEqual(['Top picks', 'Best sellers'])
  })
  it('leaves out a row repeating an earlier one', () => {
    const rows = [row('Top picks', [1, 2, 3]), row('Best sellers', [1, 2, 3]), row('Specials', [4])]
    expect(distinctRows(rows).map((r) => r.title)).toEqual(['Top picks', 'Specials'])
  })
  it('leaves out empty rows', () => {
    expect(distinctRows([row('Buy it again', []), row('Top picks', [1])]).map((r) => r.title)).toEqual(['Top picks'])
  })
})
