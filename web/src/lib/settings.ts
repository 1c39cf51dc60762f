// The two settings blocks the server puts in the page (docs/api.md): the
// public settings, and the instance's keys the browser needs.

import type { AppMode, Partner } from './appMode'

export interface PublicSettings {
  /** The page's app mode and partner site, by host and path (internal/api/core/partners.go). */
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
  /** How long the device fingerprint may take, in ms (spec section 1; default 10000). */
  fingerprintTimeout?: number
  /** How long a kiosk waits without a touch before it clears the bag and starts again, in ms (default 120000). */
  retailTimeout?: number
  /** How long a product removed from the bag can be put back with Undo, in ms (spec section 1; default 5000). */
  undoableWindow?: number
  /** Where shoppers write when something goes wrong (the checkout's default error, spec section 8). */
  supportEmail?: string
  /** The store maps' raster tile source (PISTIL_MAP_TILES); absent, the maps are drawn offline from bundled boundaries. */
  mapTiles?: MapTiles
}

/** A raster tile source: a URL template with {z}, {x} and {y}, and the credit its provider asks for. */
export interface MapTiles {
  url: string
  attribution: string
}

/** The instance's keys the browser needs: never a server secret. */
export interface InstanceKeys {
  /** Single sign-on client ids; a provider the instance has not set up is absent. */
  googleClientId?: string
  appleClientId?: string
}

let cached: PublicSettings | undefined
let cachedKeys: InstanceKeys | undefined

/** Forgets the parsed blocks, so tests can put new ones in the page. */
export function resetSettingsForTests() {
  cached = undefined
  cachedKeys = undefined
}

/** The JSON object in the page's block with this id; {} when it is absent or malformed. */
export function readBlock<T>(id: string): T {
  const block = document.getElementById(id)
  try {
    const value: unknown = block?.textContent ? JSON.parse(block.textContent) : {}
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as T
  } catch {
    return {} as T
  }
}

export function settings(): PublicSettings {
  cached ??= readBlock<PublicSettings>('pistil-app-settings')
  return cached
}

export function instanceKeys(): InstanceKeys {
  cachedKeys ??= readBlock<InstanceKeys>('pistil-app-secrets')
  return cachedKeys
}

export { hasFeature } from './flags'
