import { describe, expect, it } from 'vitest'
import { actionWords, actorWords, beforeOf, changeLine, changes, personName, stateWords, subjectWords, valueWords, whenWords } from './words'

describe('the owner screens’ words', () => {
  it.each([
    ['invited', 'Invited: has not set a password yet'],
    ['expired', 'Invitation expired: invite them again'],
    ['enrolling', 'Setting up the authenticator app'],
    ['active', 'Active'],
    ['disabled', 'Account disabled'],
  ] as const)('says the state %s as %s', (state, words) => {
    expect(stateWords(state)).toBe(words)
  })

  it.each([
    [{ name: 'Bo Ng', email: 'bo@shop.example' }, 'Bo Ng'],
    [{ name: '  ', email: 'bo@shop.example' }, 'bo@shop.example'],
  ])('names a person %j as %s', (person, name) => {
    expect(personName(person)).toBe(name)
  })

  it.each([
    ['staff:ada@shop.example', 'ada@shop.example'],
    ['token:front desk', 'Integration token “front desk”'],
    ['token:a:b', 'Integration token “a:b”'],
    ['cli', 'The command line'],
    ['system', 'Pistil, automatically'],
    ['staff:', 'staff:'],
    ['robot', 'robot'],
  ])('says the actor %s as %s', (actor, words) => {
    expect(actorWords(actor)).toBe(words)
  })

  it.each([
    ['staff_role.change', 'Changed a role'],
    ['token.revoke', 'Revoked an integration token'],
    ['menu_product.update', 'Menu product update'],
    ['reservation.move', 'Reservation move'],
  ])('says the action %s as %s', (action, words) => {
    expect(actionWords(action)).toBe(words)
  })

  it.each([
    ['staff:12', 'Staff member #12'],
    ['token:3', 'Integration token #3'],
    ['menu_product:812', 'Menu product #812'],
    ['price_list:7', 'Price list #7'],
    ['store:abc', 'Store abc'],
    ['settings', 'settings'],
  ])('says the subject %s as %s', (subject, words) => {
    expect(subjectWords(subject)).toBe(words)
  })

  it.each([
    ['front desk', 'front desk'],
    ['pos_sync', 'pos_sync'],
    ['', '(empty)'],
    [true, 'yes'],
    [false, 'no'],
    [1250, '1250'],
    [null, 'nothing'],
    [[1, 2], '[1,2]'],
    [{ a: 1 }, '{"a":1}'],
  ])('says the value %j as %s', (value, words) => {
    expect(valueWords(value)).toBe(words)
  })

  it.each([
    {
      name: 'a role changed keeps the address as context',
      before: { email: 'bo@shop.example', role: 'manager' },
      after: { email: 'bo@shop.example', role: 'owner' },
      lines: ['Email: bo@shop.example', 'Role: manager → owner'],
    },
    { name: 'a token made', before: null, after: { name: 'front desk' }, lines: ['Name: front desk'] },
    { name: 'a token revoked', before: { name: 'front desk' }, after: null, lines: ['Name: front desk (removed)'] },
    {
      name: 'a reservation’s status by its name in the queue',
      before: { status: 'preparing', note: 'pos_sync' },
      after: { status: 'ready_for_pickup', note: 'pos_sync' },
      lines: ['Status: Preparing → Ready', 'Note: pos_sync'],
    },
    {
      name: 'a field only after is added after before’s',
      before: { cart_cap: 3 },
      after: { cart_cap: 5, in_stock: false },
      lines: ['Cart cap: 3 → 5', 'In stock: no'],
    },
    { name: 'nothing recorded', before: null, after: null, lines: [] },
  ])('summarises a change: $name', ({ before, after, lines }) => {
    expect(changes(before, after).map(changeLine)).toEqual(lines)
  })

  it('writes an instant in the zone given', () => {
    // Some ICU versions put a narrow no-break space before PM.
    const plain = (s: string) => s.replace(/\s/g, ' ')
    expect(plain(whenWords('2026-11-28T19:05:00Z', 'UTC'))).toBe('Nov 28, 2026, 7:05 PM')
    expect(plain(whenWords('2026-11-28T19:05:00Z', 'America/Denver'))).toBe('Nov 28, 2026, 12:05 PM')
    expect(whenWords('not a time')).toBe('not a time')
  })

  it.each([
    [null, undefined],
    ['', undefined],
    ['41', 41],
    ['0', undefined],
    ['-3', undefined],
    ['4.5', undefined],
    ['99999999999999999999', undefined],
  ])('reads the page ?before=%s as %s', (raw, before) => {
    expect(beforeOf(raw)).toBe(before)
  })
})
