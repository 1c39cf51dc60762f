import { describe, expect, it } from 'vitest'
import { boundsOf } from './pins'

describe('boundsOf', () => {
  it('is the points’ extent when wide enough', () => {
    expect(
      boundsOf([
        { lat: 37.75, long: -122.42 },
        { lat: 42.36, long: -71.06 },
        { lat: 18.45, long: -66.07 },
      ]),
    ).toEqual([
      [-122.42, 18.45],
      [-66.07, 42.36],
    ])
  })

  it('widens one store to the least span around it', () => {
    const [[w, s], [e, n]] = boundsOf([{ lat: 40, long: -100 }])
    expect([w, s, e, n]).toEqual([-100.7, 39.5, -99.3, 40.5])
  })

  it('widens only the narrow side', () => {
    // Two stores 3° of longitude apart on one parallel: the latitude grows to 1°.
    const [[w, s], [e, n]] = boundsOf([
      { lat: 40, long: -100 },
      { lat: 40, long: -97 },
    ])
    expect([w, s, e, n]).toEqual([-100, 39.5, -97, 40.5])
  })

  it('shows the forty-eight states with no points', () => {
    expect(boundsOf([])).toEqual([
      [-125, 24],
      [-66, 50],
    ])
  })
})
