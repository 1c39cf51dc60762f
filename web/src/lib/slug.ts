export function storePath(store: { id: number; url_slug: string }): string {
  return `/stores/${store.id}/${store.url_slug}`
}

export function productPath(store: { id: number; url_slug: string }, product: { product_id: number; url_slug: string }): string {
  return `${storePath(store)}/products/${product.product_id}/${product.url_slug}`
}

export function lineageLabel(category: string | null | undefined): string | undefined {
  if (!category) return undefined
  return category === 'cbd' ? 'CBD' : category.charAt(0).toUpperCase() + category.slice(1)
}

export function kindLabel(kind: string): string {
  return kind === 'pre-roll' ? 'Pre-roll' : kind.charAt(0).toUpperCase() + kind.slice(1)
}

/** Labels a store shows for kinds and lineages: its own where it set them. */
export interface Labels {
  kind: (kind: string) => string
  lineage: (category: string | null | undefined) => string | undefined
}

export function storeLabels(store?: {
  custom_product_type_labels?: Record<string, string>
  custom_lineage_labels?: Record<string, string>
}): Labels {
  const kinds = store?.custom_product_type_labels ?? {}
  const lineages = store?.custom_lineage_labels ?? {}
  return {
    kind: (kind) => kinds[kind] || kindLabel(kind),
    lineage: (category) => (category ? lineages[category] || lineageLabel(category) : undefined),
  }
}
