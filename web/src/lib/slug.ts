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
