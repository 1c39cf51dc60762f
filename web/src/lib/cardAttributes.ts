import type { MenuProduct } from './types'

/**
 * The attributes a product card reads: the menu and the budtender ask the
 * search for these only, which makes a menu page a quarter of the size.
 * The server keeps each product cut to this very list (Go's
 * core.CardAttributes; a test there reads this file and fails when the two
 * differ), and scripts/bench.sh measures it.
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
  'price_half_gram',
  'price_gram',
  'price_two_gram',
  'price_eighth_ounce',
  'price_quarter_ounce',
  'price_half_ounce',
  'price_ounce',
  'price_each',
  'discounted_price_half_gram',
  'discounted_price_gram',
  'discounted_price_two_gram',
  'discounted_price_eighth_ounce',
  'discounted_price_quarter_ounce',
  'discounted_price_half_ounce',
  'discounted_price_ounce',
  'discounted_price_each',
  // a store that hides its prices from signed-out shoppers says so (PricesHidden)
  'prices_hidden',
  // quick add offers only the weights in stock (app/QuickAdd.tsx)
  'stock_half_gram',
  'stock_gram',
  'stock_two_gram',
  'stock_eighth_ounce',
  'stock_quarter_ounce',
  'stock_half_ounce',
  'stock_ounce',
  'stock_each',
] satisfies (keyof MenuProduct)[]

/** The fields of a menu product a card gets: those CARD_ATTRIBUTES names. */
export type CardProduct = Pick<MenuProduct, (typeof CARD_ATTRIBUTES)[number]>
