// The public settings block the server puts in the page (docs/api.md).

interface PublicSettings {
  features?: string[]
}

let cached: PublicSettings | undefined

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

/** Whether a feature flag is on: terpene_filter, virtual_budtender. */
export function hasFeature(name: string): boolean {
  return settings().features?.includes(name) ?? false
}
