import { describe, expect, it } from 'vitest'
import { bucketOf, flagOn, hash32, pickVariation } from './flags'

const none = { features: [], rollouts: {}, search: new URLSearchParams(), who: 'V1StGXR8_Z5jdHi6B-myT' }

describe('flags', () => {
  it('hashes with FNV-1a', () => {
    // Published FNV-1a 32-bit test vectors.
    expect(hash32('')).toBe(0x811c9dc5)
    expect(hash32('a')).toBe(0xe40c292c)
    expect(hash32('foobar')).toBe(0xbf9cf968)
    expect(bucketOf('foobar')).toBe(0xbf9cf968 % 1_000_000)
  })

  it('reads the settings, the rollout and the URL overrides', () => {
    expect(flagOn('virtual_budtender', none)).toBe(false)
    expect(flagOn('virtual_budtender', { ...none, features: ['virtual_budtender'] })).toBe(true)
    expect(flagOn('virtual_budtender', { ...none, search: new URLSearchParams('featureFlagsOn=boost_carousel,virtual_budtender') })).toBe(true)
    expect(
      flagOn('virtual_budtender', { ...none, features: ['virtual_budtender'], search: new URLSearchParams('featureFlagsOff=virtual_budtender') }),
    ).toBe(false)
    expect(flagOn('auto_refresh', { ...none, rollouts: { auto_refresh: 1_000_000 } })).toBe(true)
    expect(flagOn('auto_refresh', { ...none, rollouts: { auto_refresh: 0 } })).toBe(false)
  })

  it('rolls a flag out to about its share of shoppers, the same ones each time', () => {
    let on = 0
    for (let i = 0; i < 10_000; i++) if (flagOn('auto_refresh', { ...none, rollouts: { auto_refresh: 250_000 }, who: `device-${i}` })) on++
    expect(on).toBeGreaterThan(2_250)
    expect(on).toBeLessThan(2_750)
    const ada = { ...none, rollouts: { auto_refresh: 500_000 }, who: '42:ada@example.com' }
    expect(flagOn('auto_refresh', ada)).toBe(flagOn('auto_refresh', ada))
  })

  it('splits an A/B test by its weights and keeps a shopper in one variation', () => {
    const counts: Record<string, number> = {}
    for (let i = 0; i < 10_000; i++) {
      const v = pickVariation('fee_label', `device-${i}`)
      counts[v] = (counts[v] ?? 0) + 1
    }
    expect(counts.control).toBeGreaterThan(4_500)
    expect(counts.variation).toBeGreaterThan(4_500)
    expect(pickVariation('persist_checkout_data', 'x')).toBe(pickVariation('persist_checkout_data', 'x'))
  })
})
