// The public settings block the server puts in the page (docs/api.md).

import type { AppMode, Partner } from './appMode'

export interface PublicSettings {
  /** The page's app mode and partner site, by host and path (internal/api/partners.go). */
  appMode?: AppMode
  partner?: Partner
  headlessPartners?: Partner[]
  /** Where the app is served on its host: "/" unless a partner's proxy puts it under a path. */
  deployPublicPath?: string
  /** The merchandising service's base ("/merch", or absolute for the frameless embed). */
  dmEndpoint?: string
  /** The API host of the frameless embed ("/v1" or an absolute URL). */
  framelessEmbedApiUrl?: string
  features?: string[]
  /** Flags on for a share of shoppers: buckets out of 1,000,000. */
  featureRollouts?: Record<string, number>
  /** Single sign-on client ids; a provider the store has not set up is absent. */
  googleClientId?: string
  appleClientId?: string
  /** How long the device fingerprint may take, in ms (spec section 1; default 10000). */
  fingerprintTimeout?: number
  /** How long a kiosk waits without a touch before it clears the bag and starts again, in ms (default 120000). */
  retailTimeout?: number
  /** Where shoppers write when something goes wrong (the checkout's default error, spec section 8). */
  supportEmail?: string
}

let cached: PublicSettings | undefined

/** Forgets the parsed block, so tests can put a new one in the page. */
export function resetSettingsForTests() {
  cached = undefined
}

export function settings(): PublicSettings {
  if (cached) return cached
  const block = document.getElementById('pistil-app-settings')
  try {
    cached = block?.textContent ? (JSON.parse(block.textContent) as PublicSettings) : {}
  } catch {
    cached = {}
  }
  return cached
}

export { hasFeature } from './flags'
