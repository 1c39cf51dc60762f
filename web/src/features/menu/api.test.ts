import { describe, expect, it } from 'vitest'
import { menuFilter, quote } from './api'

describe('menuFilter', () => {
  it.each([
    [[], [], 'store_id = 1'],
    [['flower'], [], 'store_id = 1 AND (kind:"flower")'],
    [['vape', 'extract'], ['indica'], 'store_id = 1 AND (kind:"vape" OR kind:"extract") AND (category:"indica")'],
  ])('kinds %j and lineages %j', (kinds, lineages, want) => {
    expect(menuFilter(1, kinds, lineages)).toBe(want)
  })

  it('escapes quotes and backslashes in values', () => {
    expect(quote('Acme "Farms" \\ Co')).toBe('"Acme \\"Farms\\" \\\\ Co"')
  })
})
