import { describe, expect, it } from 'vitest'
import { numberProblems, parseNumber, pathWords, withDay, type Draft } from './draft'

describe('withDay', () => {
  const week = [
    { day: 'monday', period: { from: '09:00', to: '21:00' } },
    { day: 'friday', period: { from: '10:00', to: '02:00' } },
  ]
  it('opens a day in the week’s order', () => {
    expect(withDay(week, 'wednesday', { from: '12:00', to: '16:00' }).map((h) => h.day)).toEqual(['monday', 'wednesday', 'friday'])
  })
  it('changes a day’s hours', () => {
    expect(withDay(week, 'monday', { from: '07:15', to: '19:45' })[0]).toEqual({ day: 'monday', period: { from: '07:15', to: '19:45' } })
  })
  it('closes a day', () => {
    expect(withDay(week, 'friday', undefined)).toEqual([week[0]])
  })
})

describe('parseNumber', () => {
  it.each([
    ['', 0],
    [' 45 ', 45],
    ['12.5', 12.5],
    ['-3', -3],
    ['1.', NaN],
    ['ten', NaN],
  ])('%j is %d', (text, want) => {
    expect(parseNumber(text)).toBe(want)
  })
})

describe('numberProblems', () => {
  it('names the paths of numbers that are not numbers', () => {
    const d = { fulfillment: { pickup: { lead_time_minutes: NaN, enabled: true } }, delivery_zones: [{ fee: 5 }, { fee: NaN }] } as unknown as Draft
    expect(numberProblems(d)).toEqual({
      'fulfillment.pickup.lead_time_minutes': ['Please enter a number.'],
      'delivery_zones[1].fee': ['Please enter a number.'],
    })
  })
})

describe('pathWords', () => {
  it.each([
    ['special_days[1].date', 'Special day 2, date'],
    ['hours.working[0].period.from', 'Store hours, period, from'],
    ['hours.pickup', 'Pickup hours'],
    ['fulfillment.pickup.last_call_minutes', 'Pickup, last call minutes'],
    ['fulfillment', 'Fulfilment'],
    ['delivery_zones[0].zipcodes[2]', 'Delivery zone 1, zipcodes 3'],
    ['compliance.checkout_age_minimum', 'Age and ID, checkout age minimum'],
    ['cart_limit_policy.cart_limit_rules[1].limit_value', 'Purchase limit 2, limit value'],
    ['version', 'version'],
  ])('%s', (path, want) => {
    expect(pathWords(path)).toBe(want)
  })
  it('names a day of the hours by the draft', () => {
    const d = { hours: { working: [{ day: 'monday' }, { day: 'friday' }] } } as unknown as Draft
    expect(pathWords('hours.working[1].period.to', d)).toBe('Store hours, Friday, period, to')
  })
})
