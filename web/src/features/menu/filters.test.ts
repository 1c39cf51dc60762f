import { describe, expect, it } from 'vitest'
import { hardFilters, menuFilter, parseMenuState, quote, rangeFilter } from './filters'

describe('parseMenuState', () => {
  it('reads the comma-separated initial parameters and the hard list', () => {
    const s = parseMenuState(new URLSearchParams('brand=Acme%20Farms,Summit&category=indica&query=blue&hard=brand&page=3'))
    expect(s.filters.brand).toEqual(['Acme Farms', 'Summit'])
    expect(s.filters.category).toEqual(['indica'])
    expect(s.query).toBe('blue')
    expect(s.page).toBe(2)
    expect(s.hard).toEqual(['brand'])
    expect(hardFilters(s)).toEqual({ brand: ['Acme Farms', 'Summit'] })
  })
  it('takes the kind of /menu/{category} unless root_types is given', () => {
    expect(parseMenuState(new URLSearchParams(''), 'vape').filters.root_types).toEqual(['vape'])
    expect(parseMenuState(new URLSearchParams('root_types='), 'vape').filters.root_types).toEqual([])
  })
  it('treats a bad page as the first', () => {
    expect(parseMenuState(new URLSearchParams('page=-4')).page).toBe(0)
    expect(parseMenuState(new URLSearchParams('page=x')).page).toBe(0)
  })
})

describe('menuFilter', () => {
  it('ORs values within a filter and ANDs filters', () => {
    expect(menuFilter(7, { root_types: ['flower', 'vape'], category: ['indica'] })).toBe(
      'store_id = 7 AND (root_types:"flower" OR root_types:"vape") AND (category:"indica")',
    )
  })
  it('turns buckets into ranges and skips the group being counted', () => {
    expect(menuFilter(7, { price: ['20-40', '80+'], thc: ['30+'] }, 'thc')).toBe(
      'store_id = 7 AND ((bucket_price >= 20 AND bucket_price < 40) OR bucket_price >= 80)',
    )
  })
  it('quotes values with quotes', () => {
    expect(menuFilter(1, { brand: ['Say "hi"'] })).toBe('store_id = 1 AND (brand:"Say \\"hi\\"")')
  })
  it('ignores a bucket it cannot read', () => {
    expect(rangeFilter('percent_thc', 'lots')).toBeUndefined()
    expect(menuFilter(1, { thc: ['lots'] })).toBe('store_id = 1')
  })
})

describe('quote', () => {
  it('escapes quotes and backslashes in values', () => {
    expect(quote('Acme "Farms" \\ Co')).toBe('"Acme \\"Farms\\" \\\\ Co"')
  })
})
