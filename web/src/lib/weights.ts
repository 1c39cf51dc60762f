import type { MenuProduct, WeightId } from './types'

// The weights in ascending order, with their labels (spec section 3).
export const WEIGHTS: readonly WeightId[] = [
  'half_gram',
  'gram',
  'two_gram',
  'eighth_ounce',
  'quarter_ounce',
  'half_ounce',
  'ounce',
  'each',
]

export const WEIGHT_LABELS: Record<WeightId, string> = {
  half_gram: '0.5g',
  gram: '1g',
  two_gram: '2g',
  eighth_ounce: '3.5g',
  quarter_ounce: '7g',
  half_ounce: '14g',
  ounce: '28g',
  each: 'Each',
}

/** The fields the price helpers read: a card's, or a whole menu product's. */
export type Priced = Pick<MenuProduct, 'kind' | `price_${WeightId}` | `discounted_price_${WeightId}`>

/** The fields the stock helpers read, which only a whole menu product has. */
export type Stocked = Pick<MenuProduct, 'max_cart_quantity' | `max_cart_quantity_${WeightId}` | `stock_${WeightId}`>

export function parseWeight(value: string): WeightId | undefined {
  const id = value.trim().replaceAll(' ', '_') as WeightId
  return WEIGHTS.includes(id) ? id : undefined
}

/** A missing or zero price is zero (spec section 5). */
export function priceOf(product: Priced, weight: WeightId): number {
  return amount(product[`price_${weight}`])
}

export function discountedPriceOf(product: Priced, weight: WeightId): number {
  return amount(product[`discounted_price_${weight}`])
}

function amount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

export function stockOf(product: Pick<Stocked, `stock_${WeightId}`>, weight: WeightId): number {
  return product[`stock_${weight}`] ?? 0
}

export function maxCountOf(product: Stocked, weight: WeightId): number {
  const limit = product[`max_cart_quantity_${weight}`] ?? product.max_cart_quantity
  return Math.max(0, Math.min(limit, stockOf(product, weight)))
}

const soldByWeight = new Set(['flower', 'extract', 'vape'])

/** Only weights with a non-zero price are selectable (spec section 5). */
export function selectableWeights(product: Priced): WeightId[] {
  if (!soldByWeight.has(product.kind)) return priceOf(product, 'each') > 0 ? ['each'] : []
  return WEIGHTS.filter((w) => w !== 'each' && priceOf(product, w) > 0)
}

export interface DefaultWeightOptions {
  explicit?: WeightId
  weightFilter?: readonly WeightId[]
  sortedByPrice?: boolean
  specialWeights?: readonly WeightId[]
}

function kindDefault(kind: string): WeightId | undefined {
  if (kind === 'flower') return 'eighth_ounce'
  if (kind === 'extract' || kind === 'vape') return 'half_gram'
  return undefined
}

/**
 * The default weight, in the order of spec section 5: an explicit default,
 * an applied weight filter, the lowest price when sorted by price, the first
 * weight a special covers, the kind's default, then the first available.
 * Kinds not sold by weight use each.
 */
export function defaultWeight(product: Priced, options: DefaultWeightOptions = {}): WeightId | undefined {
  const available = selectableWeights(product)
  if (available.length === 0) return undefined
  if (!soldByWeight.has(product.kind)) return available[0]
  if (options.explicit && available.includes(options.explicit)) return options.explicit
  const filtered = available.find((w) => options.weightFilter?.includes(w))
  if (filtered) return filtered
  if (options.sortedByPrice) {
    return available.reduce((low, w) => (lowestOf(product, w) < lowestOf(product, low) ? w : low))
  }
  const special = available.find((w) => options.specialWeights?.includes(w))
  if (special) return special
  const kindWeight = kindDefault(product.kind)
  if (kindWeight && available.includes(kindWeight)) return kindWeight
  return available[0]
}

function lowestOf(product: Priced, weight: WeightId): number {
  const regular = priceOf(product, weight)
  const discounted = discountedPriceOf(product, weight)
  return discounted > 0 && discounted < regular ? discounted : regular
}

/** The selectable weights a special lowers the price of: those the card would show a discount for. */
export function discountedWeights(product: Priced): WeightId[] {
  return selectableWeights(product).filter((w) => discountPercent(priceOf(product, w), discountedPriceOf(product, w)) !== undefined)
}

/** The lowest non-zero price across weights, regular or discounted. */
export function lowestPrice(product: Priced): number | undefined {
  const prices = selectableWeights(product).map((w) => lowestOf(product, w))
  return prices.length === 0 ? undefined : Math.min(...prices)
}

/**
 * The discount as a whole percentage (spec section 5): none when either price
 * is missing or zero, or when they are equal; otherwise the rounded reduction
 * from the original price to the discounted one.
 */
export function discountPercent(original: number, discounted: number): number | undefined {
  if (!(original > 0) || !(discounted > 0) || original === discounted) return undefined
  return Math.round(((original - discounted) / original) * 100)
}

/** What a weight costs now: the discounted price when there is one, else the regular price. */
export function actualPriceOf(product: Priced, weight: WeightId): number {
  const regular = priceOf(product, weight)
  const discounted = discountedPriceOf(product, weight)
  return discounted > 0 ? discounted : regular
}
