import { describe, expect, it } from 'vitest'
import { kindTitle } from './api'
import { positionFromQuery } from './position'
import { carriedQuery, describeFilters } from './ProductsView'

describe('positionFromQuery', () => {
  it.each([
    ['lat=40.72&long=-74', { lat: 40.72, long: -74 }],
    ['lat=-90&long=180', { lat: -90, long: 180 }],
    ['lat=91&long=0', undefined],
    ['lat=0&long=-180.5', undefined],
    ['lat=abc&long=0', undefined],
    ['lat=&long=0', undefined],
    ['lat=10', undefined],
    ['', undefined],
  ])('%s', (query, want) => {
    expect(positionFromQuery(new URLSearchParams(query))).toEqual(want)
  })
})

describe('carriedQuery', () => {
  it('keeps the position and filters, never the page or kind', () => {
    const q = carriedQuery(new URLSearchParams('lat=1&long=2&page=3&kind=vape&effect=Sleepy&max_price=&min_thc=25'))
    expect(q.toString()).toBe('lat=1&long=2&effect=Sleepy&min_thc=25')
  })
})

describe('describeFilters', () => {
  it('puts each filter in words', () => {
    expect(describeFilters({ effect: 'Uplifted,Energetic', lineage: 'cbd', max_price: '20', min_thc: '25' })).toEqual([
      'Feels Uplifted or Energetic',
      'CBD lineage',
      '$20 or less nearby',
      'THC 25% or more',
    ])
    expect(describeFilters({})).toEqual([])
  })
  it('reads the spec\'s initial query parameters', () => {
    expect(
      describeFilters({
        brand: 'Acme,Summit',
        root_types: 'vape,pre-roll',
        category: 'indica',
        query: 'haze',
        store_type: 'medical',
        store_id: '3,4',
      }),
    ).toEqual(['By Acme or Summit', 'Vape or Pre-roll', 'Indica lineage', 'Matching “haze”', 'Medical stores', '2 stores'])
  })
})

describe('kindTitle', () => {
  it('names a kind', () => {
    expect(kindTitle('pre-roll')).toBe('Pre-rolls')
    expect(kindTitle('weed')).toBeUndefined()
  })
})
