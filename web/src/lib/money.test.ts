// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatMoney, formatPercent } from './money'

// internal/money/testdata/display.json: the cases money.Cents.Display on
// the server answers too, so both show an amount alike.
const shared = JSON.parse(readFileSync(new URL('../../../internal/money/testdata/display.json', import.meta.url), 'utf8')) as {
  cases: { cents: number; shown: string }[]
}

describe('formatMoney and the server', () => {
  it(`agree on the ${shared.cases.length} shared cases`, () => {
    expect(shared.cases.length).toBeGreaterThan(0)
    for (const c of shared.cases) expect(formatMoney(c.cents / 100), `${c.cents} cents`).toBe(c.shown)
  })
})

describe('formatMoney', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [87.44, '$87.44'],
    [1234.5, '$1,234.50'],
    [-3.05, '-$3.05'],
    [0.1 + 0.2, '$0.30'], // 0.30000000000000004 rounds to 30 cents
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('formatMoney(%s) = %s', (amount, want) => {
    expect(formatMoney(amount)).toBe(want)
  })

  it('drops whole decimals only when asked', () => {
    expect(formatMoney(35, { dropWholeDecimals: true })).toBe('$35')
    expect(formatMoney(35.5, { dropWholeDecimals: true })).toBe('$35.50')
  })

  it('formats rates without trailing zeros', () => {
    expect(formatPercent(8.625)).toBe('8.625%')
    expect(formatPercent(15)).toBe('15%')
  })
})
