import type { MenuProduct, WeightId } from './types'

const WEIGHT_IDS = ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each'] as const satisfies readonly WeightId[]

/**
 * The attributes a product card reads: the menu and the budtender ask the
 * search for these only, which makes a menu page a quarter of the size.
 * scripts/bench.sh measures this list.
 */
export const CARD_ATTRIBUTES = [
  'product_id',
  'name',
  'url_slug',
  'brand',
  'kind',
  'category',
  'percent_thc',
  'image_urls',
  'aggregate_rating',
  'review_count',
  ...WEIGHT_IDS.map((w) => `price_${w}` as const),
  ...WEIGHT_IDS.map((w) => `discounted_price_${w}` as const),
  // a store that hides its prices from signed-out shoppers says so (PricesHidden)
  'prices_hidden',
] satisfies (keyof MenuProduct)[]

/** The fields of a menu product a card gets: those CARD_ATTRIBUTES names. */
export type CardProduct = Pick<MenuProduct, (typeof CARD_ATTRIBUTES)[number]>
