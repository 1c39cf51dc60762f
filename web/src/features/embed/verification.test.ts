import { describe, expect, it } from 'vitest'
import { verifyOperator, verifyStore } from './verification'

describe('verifyStore', () => {
  it.each([
    // partnerId, the partner's stores, the returned store, failed, want
    ['1', [1], { id: 1 }, false, 'verified'],
    ['1', [3, 1], { id: 1 }, false, 'verified'],
    ['1', [1], undefined, false, 'checking'],
    // The API answered another store for the id: not the partner's page.
    ['1', [1], { id: 2 }, false, 'refused'],
    ['1', [1], undefined, true, 'refused'],
    // The partner does not list the store (or the server knows no partner for it).
    ['2', [1], { id: 2 }, false, 'refused'],
    ['2', undefined, { id: 2 }, false, 'refused'],
    // /embed with no store, or a malformed id.
    [undefined, [1], undefined, false, 'refused'],
    ['01x', [1], { id: 1 }, false, 'refused'],
  ] as const)('store %s of partner %j, answer %j, failed %s: %s', (partnerId, partnerStoreIds, store, failed, want) => {
    expect(verifyStore({ partnerId, partnerStoreIds, store, failed })).toBe(want)
  })
})

describe('verifyOperator', () => {
  it.each([
    ['3', { id: 3, mode: 'operatorEmbed' }, 'verified'],
    ['3', { id: 4, mode: 'operatorEmbed' }, 'refused'],
    ['3', { id: 3, mode: 'embedded' }, 'refused'],
    ['3', undefined, 'refused'],
    [undefined, { id: 3, mode: 'operatorEmbed' }, 'refused'],
  ] as const)('operator %s, partner %j: %s', (operatorId, partner, want) => {
    expect(verifyOperator(operatorId, partner)).toBe(want)
  })
})
