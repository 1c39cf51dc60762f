import { describe, expect, it } from 'vitest'
import { apiQuery, filtered, filterSearch, readFilters } from './filters'

const read = (q: string) => readFilters(new URLSearchParams(q))

describe('the menu’s filters in the address', () => {
  it.each([
    ['', { q: '', kind: '', visible: '', page: 1 }],
    ['?q=%20blue%20&kind=pre-roll&visible=false&page=3', { q: 'blue', kind: 'pre-roll', visible: 'false', page: 3 }],
    ['?kind=Flower&visible=yes&page=0', { q: '', kind: '', visible: '', page: 1 }],
    ['?page=2.5&visible=true', { q: '', kind: '', visible: 'true', page: 1 }],
  ])('reads %j', (q, f) => expect(read(q)).toEqual(f))

  it('writes only what is set, and reads it back', () => {
    expect(filterSearch(read(''))).toBe('')
    const f = { q: 'blue dream', kind: 'flower' as const, visible: 'true' as const, page: 2 }
    expect(filterSearch(f)).toBe('?q=blue+dream&kind=flower&visible=true&page=2')
    expect(read(filterSearch(f))).toEqual(f)
  })

  it('asks the server for the same', () => {
    expect(apiQuery(read(''))).toEqual({ q: undefined, kind: undefined, visible: undefined, page: undefined })
    expect(apiQuery(read('?q=mint&kind=edible&visible=false&page=2'))).toEqual({ q: 'mint', kind: 'edible', visible: 'false', page: 2 })
  })

  it('knows when the list is narrowed', () => {
    expect(filtered(read('?page=4'))).toBe(false)
    expect(filtered(read('?visible=false'))).toBe(true)
  })
})
