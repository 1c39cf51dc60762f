// The featured tab's rows as the shopper sees them: a row that would show
// exactly the products of a row above it (a new store's best sellers are
// its top picks until it has sold anything) is left out, so no two rows on
// the page repeat each other.

interface RowLike {
  products: { object_id: string | number }[]
}

/** The cards whose pictures load at once and first: the first two rows of a phone's two columns. */
export const PRIORITY_CARDS = 4

interface PictureRow {
  products: { object_id: string | number; search_attributes: { image_urls: string[] } }[]
}

/** The pictures of the first row's priority cards: what a shopper sees first of a menu opened as it is. */
export function firstPictures(rows: PictureRow[]): string[] {
  const first = distinctRows(rows)[0]
  return (first?.products ?? []).slice(0, PRIORITY_CARDS).flatMap((p) => p.search_attributes.image_urls.slice(0, 1))
}

/** The rows, without any whose products (same ids, same order) repeat an earlier row's; empty rows are left out too. */
export function distinctRows<R extends RowLike>(rows: R[]): R[] {
  const seen = new Set<string>()
  return rows.filter((row) => {
    if (row.products.length === 0) return false
    const key = row.products.map((p) => String(p.object_id)).join('|')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
