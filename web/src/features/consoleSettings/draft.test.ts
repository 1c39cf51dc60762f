import { describe, expect, it } from 'vitest'
import { settings } from './testing'
import { bodyOf, draftOf, errorsUnder, keyed, keyOf, numberProblems, parseNumber, pathWords, sameDraft, withDay, type Draft } from './draft'

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

describe('the draft', () => {
  it('keys each item of the lists, and sends no key nor the form’s own flags', () => {
    const d = draftOf({ ...settings, delivery_zones: [{ name: 'A', zipcodes: ['94110'], fee: 5, min_amount: 0 }, { name: 'B', zipcodes: ['94103'], fee: 7, min_amount: 0 }] })
    const [a, b] = d.delivery_zones
    expect(keyOf(a!)).not.toBe(keyOf(b!))
    // A copy keeps its items' keys: the form's updates copy the draft.
    expect(keyOf(structuredClone(d).delivery_zones[1]!)).toBe(keyOf(b!))
    d.special_days.push(keyed({ date: '2026-12-25', closed: true }))
    const body = bodyOf(4, d)
    expect(body.delivery_zones).toEqual([
      { name: 'A', zipcodes: ['94110'], fee: 5, min_amount: 0 },
      { name: 'B', zipcodes: ['94103'], fee: 7, min_amount: 0 },
    ])
    expect(body.special_days).toEqual([{ date: '2026-12-25', closed: true }])
    expect(body).not.toHaveProperty('own_hours')
    expect(JSON.stringify(body)).not.toContain('_key')
  })

  it('says a mode has its own hours when it has any', () => {
    expect(draftOf(settings).own_hours).toEqual({ pickup: false, delivery: false, curbside: false })
    const pickup = [{ day: 'friday', period: { from: '12:00', to: '16:00' } }]
    expect(draftOf({ ...settings, hours: { ...settings.hours, pickup, delivery: [] } }).own_hours).toEqual({ pickup: true, delivery: false, curbside: false })
  })

  it('reads an empty list and none as the same, and not the form’s own flags nor keys', () => {
    const base = draftOf(settings)
    const d = structuredClone(base)
    d.own_hours.pickup = true
    d.hours.pickup = []
    expect(sameDraft(d, base)).toBe(true)
    // Read again, the same settings get other keys: still the same.
    expect(sameDraft(draftOf(settings), base)).toBe(true)
    d.hours.pickup = [{ day: 'monday', period: { from: '09:00', to: '12:00' } }]
    expect(sameDraft(d, base)).toBe(false)
  })
})

describe('errorsUnder', () => {
  const errors = {
    'delivery_zones[0].zipcodes': ['needs a ZIP code or a radius'],
    'delivery_zones[0].zipcodes[2]': ['must be 5 digits'],
    'delivery_zones[0].zipcodes_note': ['not this one'],
    'delivery_zones[1].zipcodes[0]': ['nor this one'],
  }
  it('finds the errors at a path and under it', () => {
    expect(errorsUnder(errors, 'delivery_zones[0].zipcodes')).toEqual(['needs a ZIP code or a radius', 'must be 5 digits'])
  })
  it('finds none when none is there', () => {
    expect(errorsUnder(errors, 'notification_emails')).toBeUndefined()
  })
})
