import { describe, expect, it } from 'vitest'
import { csvHref, daysBetween, isDay, periodProblem, periodSearch, readPeriod } from './period'

describe('the period in the address', () => {
  it('reads days written YYYY-MM-DD, and the server’s default for anything else', () => {
    expect(readPeriod(new URLSearchParams('from=2026-11-01&to=2026-11-27&by=revenue'))).toEqual({ from: '2026-11-01', to: '2026-11-27', by: 'revenue' })
    expect(readPeriod(new URLSearchParams('from=2026-11-31&to=yesterday&by=price'))).toEqual({ from: '', to: '', by: 'units' })
    expect(readPeriod(new URLSearchParams(''))).toEqual({ from: '', to: '', by: 'units' })
  })

  it('writes only what is not the default', () => {
    expect(periodSearch({ from: '', to: '', by: 'units' })).toBe('')
    expect(periodSearch({ from: '2026-11-01', to: '', by: 'revenue' })).toBe('?from=2026-11-01&by=revenue')
  })

  it('knows a calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-1-01')).toBe(false)
  })

  it('counts days with both ends, and refuses what the server would', () => {
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(1)
    // 2024 is a leap year: 1 March 2024 to 28 February 2025 is 365 days, to 1 March 2025 366.
    expect(daysBetween('2024-03-01', '2025-03-01')).toBe(366)
    expect(periodProblem({ from: '2024-03-01', to: '2025-03-01' })).toBeUndefined()
    expect(periodProblem({ from: '2024-02-29', to: '2025-03-01' })).toBe('A report covers at most 366 days.')
    expect(periodProblem({ from: '2026-11-27', to: '2026-11-26' })).toBe('The last day is on or after the first.')
    expect(periodProblem({ from: '', to: '' })).toBeUndefined()
  })

  it('links a report’s CSV with the period and its choices', () => {
    expect(csvHref(1, 'sales', { from: '2026-11-01', to: '2026-11-27' }, { by: 'hour' })).toBe(
      '/api/v1/business/stores/1/reports/sales.csv?by=hour&from=2026-11-01&to=2026-11-27',
    )
    expect(csvHref(1, 'funnel', { from: '', to: '' })).toBe('/api/v1/business/stores/1/reports/funnel.csv')
  })
})
