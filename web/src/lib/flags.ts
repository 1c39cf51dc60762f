// Feature flags and A/B tests (spec sections 6 and 9). A flag is on for
// everyone when the page settings list it in `features`, for a share of
// shoppers when `featureRollouts` gives it a number of buckets out of
// 1,000,000, and the URL can force it either way (featureFlagsOn,
// featureFlagsOff). Guests are bucketed by their hashed device id,
// signed-in customers by id and e-mail, so a customer keeps their flags on
// every device.

import { settings } from './settings'
import { localStore } from './browserStorage'

export const BUCKETS = 1_000_000

/** FNV-1a, 32 bits: a small, stable hash for bucketing (not for security). */
export function hash32(s: string): number {
  let h = 0x811c9dc5
  for (const byte of new TextEncoder().encode(s)) {
    h ^= byte
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** The bucket (0 to 999,999) a key falls in. */
export function bucketOf(key: string): number {
  return hash32(key) % BUCKETS
}

export interface FlagInput {
  features: string[]
  rollouts: Record<string, number>
  search: URLSearchParams
  /** Device id for a guest; `${id}:${email}` for a signed-in customer. */
  who: string
}

const listParam = (search: URLSearchParams, name: string) =>
  (search.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** Whether flag name is on: URL overrides first (off wins), then the settings, then the rollout bucket. */
export function flagOn(name: string, input: FlagInput): boolean {
  if (listParam(input.search, 'featureFlagsOff').includes(name)) return false
  if (listParam(input.search, 'featureFlagsOn').includes(name)) return true
  if (input.features.includes(name)) return true
  const share = input.rollouts[name]
  return share !== undefined && input.who !== '' && bucketOf(`${name}:${input.who}`) < share
}

let who = ''

/** Who flags are bucketed for: set from the signed-in customer, else the device id. */
export function setFlagIdentity(identity: string) {
  who = identity
}

/** Whether a feature flag is on for this shopper now. */
export function hasFeature(name: string): boolean {
  const s = settings()
  return flagOn(name, {
    features: s.features ?? [],
    rollouts: s.featureRollouts ?? {},
    search: new URLSearchParams(window.location.search),
    who: who || (localStore().getItem('pistil.jdid') ?? ''),
  })
}

/** The two A/B tests of spec section 9, with their variations and weights. */
export const AB_TESTS = {
  fee_label: [
    { name: 'control', weight: 1 },
    { name: 'variation', weight: 1 },
  ],
  persist_checkout_data: [
    { name: 'off', weight: 1 },
    { name: 'on', weight: 1 },
  ],
} as const

export type TestName = keyof typeof AB_TESTS

/** Picks a test's variation by hashing the test name with the anonymous id, in proportion to the weights. */
export function pickVariation(test: TestName, anonymousId: string): string {
  const variations = AB_TESTS[test]
  const total = variations.reduce((n, v) => n + v.weight, 0)
  let point = bucketOf(`${test}:${anonymousId}`) % total
  for (const v of variations) {
    if (point < v.weight) return v.name
    point -= v.weight
  }
  return variations[0].name
}

/**
 * A test's variation for this shopper: the URL query test:{name} overrides,
 * else the one stored on the device, else one picked and stored.
 */
export function variation(test: TestName): string {
  const names: readonly string[] = AB_TESTS[test].map((v) => v.name)
  const forced = new URLSearchParams(window.location.search).get(`test:${test}`)
  if (forced && names.includes(forced)) return forced
  const key = `pistil.ab.${test}`
  const stored = localStore().getItem(key)
  if (stored && names.includes(stored)) return stored
  const picked = pickVariation(test, localStore().getItem('pistil.jdid') ?? 'anonymous')
  localStore().setItem(key, picked)
  return picked
}
